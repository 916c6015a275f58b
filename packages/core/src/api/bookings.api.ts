import type { z } from 'zod';
import type { bookingBulkAttendanceBodySchema, bookingBulkUpdateBodySchema, bookingListQuerySchema, CancellationSource } from '../contract/bookingRequests';
import { snakeizeKeys } from '../text/caseKeys';
import type { Camelize } from '../text/camelCase';
import { segment } from './cart.api';
import type { ApiClient, QueryValue } from './createApiClient';

/** Spec §7: whether an id is numeric (v1 records) rather than a v2 id (a 34-character occurrence id, a uuid). */
export function isNumericId(id: string | number): boolean {
  return typeof id === 'number' ? Number.isInteger(id) && id >= 0 : /^\d+$/.test(id);
}

/** Query keys are not renamed by the client: camelCase filters become the snake_case query (spec §7). */
export function toSnakeQuery(filters: object): Record<string, QueryValue | QueryValue[]> {
  return snakeizeKeys({ ...filters }) as Record<string, QueryValue | QueryValue[]>;
}

/** DELETE /api/activities/bookings/{bookingId}?source=bookings (spec §7 cancel booking): answers the cancelled booking. */
export async function cancelBooking(api: ApiClient, bookingId: string | number) {
  const path = `/activities/bookings/${segment(bookingId)}`;
  return (await api.request(path, { method: 'DELETE', schema: 'bookingResponseSchema', query: { source: 'bookings' } })).data;
}
/** Spec §3 Booking, camelCase. */
export type Booking = Awaited<ReturnType<typeof cancelBooking>>;

/** GET /api/v1/booking-bundles/{bundleId} (ours; spec §7 "get booking or bundle"): a camp's or course's bundle. */
export async function fetchBookingBundle(api: ApiClient, bundleId: string | number) {
  return (await api.request(`/v1/booking-bundles/${segment(bundleId)}`, { schema: 'bookingBundleResponseSchema' })).data;
}
/** Spec §3 Booking bundle, camelCase. */
export type BookingBundle = Awaited<ReturnType<typeof fetchBookingBundle>>;

/** DELETE /api/v1/booking-bundles/{bundleId}?source=bookings: cancels the whole camp or course; answers it cancelled. */
export async function cancelBookingBundle(api: ApiClient, bundleId: string | number): Promise<BookingBundle> {
  return (await api.request(`/v1/booking-bundles/${segment(bundleId)}`, { method: 'DELETE', schema: 'bookingBundleResponseSchema', query: { source: 'bookings' } })).data;
}

/** Spec §5 booking list query, camelCase (cancellationSource required; status defaults to settled on the server). */
export type BookingListInput = Camelize<z.input<typeof bookingListQuerySchema>>;

/** GET /api/v1/bookings (spec §7 contract-only "list bookings"; path chosen here): a page of bookings with meta. */
export async function fetchBookings(api: ApiClient, query: BookingListInput) {
  return api.request('/v1/bookings', { schema: 'bookingListResponseSchema', query: toSnakeQuery(query) });
}
/** A page of bookings with its pagination meta (spec §3), camelCase. */
export type BookingPage = Awaited<ReturnType<typeof fetchBookings>>;

/** Spec §7 "get booking or bundle" query. */
export interface BookingGetInput {
  cancellationSource: CancellationSource;
  selectedUserId?: number | null;
}

/** GET /api/v1/bookings/{bookingId} (spec §7 contract-only "get booking or bundle"; path chosen here). */
export async function fetchBooking(api: ApiClient, bookingId: string | number, query: BookingGetInput) {
  return (
    await api.request(`/v1/bookings/${segment(bookingId)}`, { schema: 'bookingOrBundleResponseSchema', query: toSnakeQuery(query) })
  ).data;
}
/** Spec §3 booking or booking bundle, camelCase (a bundle has `bookings`). */
export type BookingOrBundle = Awaited<ReturnType<typeof fetchBooking>>;

/** Spec §7 bulk update body, camelCase: `{ data: { updateType: 'cancellation', cancellationSource, bookingIds } }`. */
export type BookingBulkUpdateInput = Camelize<z.input<typeof bookingBulkUpdateBodySchema>>;

/** PATCH /api/v1/bookings (spec §7 contract-only "bulk update bookings"; path chosen here): answers the bookings. */
export async function bulkUpdateBookings(api: ApiClient, body: BookingBulkUpdateInput) {
  return (await api.request('/v1/bookings', { method: 'PATCH', schema: 'bookingBulkResponseSchema', body })).data;
}

/** Spec §7 bulk attendance body, camelCase: `{ data: { bookingIds, status: 'attended' | 'absent' } }`. */
export type BookingBulkAttendanceInput = Camelize<z.input<typeof bookingBulkAttendanceBodySchema>>;

/** PATCH /api/v1/bookings/attendance (spec §4/§7 contract-only "bulk attendance"; path chosen here): answers the bookings. */
export async function bulkUpdateAttendance(api: ApiClient, body: BookingBulkAttendanceInput) {
  return (await api.request('/v1/bookings/attendance', { method: 'PATCH', schema: 'bookingBulkResponseSchema', body })).data;
}

/** POST /api/v1/bookings/{bookingId}/no-show-waiver (ours, fair use): staff waive a no-show with a reason; answers the booking. */
export async function waiveNoShow(api: ApiClient, bookingId: number | string, reason: string) {
  return (await api.request(`/v1/bookings/${encodeURIComponent(String(bookingId))}/no-show-waiver`, { method: 'POST', schema: 'bookingResponseSchema', body: { reason } })).data;
}

/**
 * Spec §7 Waitlist: what a join or leave acts on. `id` is the occurrence (or v1 item) id, or the camp's or course's
 * when `programme` names its kind; `type` names a v1 item (numeric ids only); `waitlistId` is the v1 waitlist entry a
 * numeric leave removes.
 */
export interface WaitlistTarget {
  id: string | number;
  userId: number;
  type?: string | null;
  waitlistId?: number | null;
  programme?: 'camp' | 'course' | null;
}

/** Spec §7 Waitlist: the request the rule chose — method, path under /api and body. */
export interface WaitlistRequest {
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
}

/**
 * Spec §7 Waitlist: a non-numeric occurrence id joins with POST /api/v1/activities/occurrences/{id}/waitlist/members
 * `{ data: { user_id } }` and leaves with DELETE …/members/{userId}; a numeric id joins with POST /api/waitlist/add
 * `{ item: { id, type } }` and leaves with DELETE /api/waitlist/remove/{waitlistId}. A whole camp or course does as a
 * non-numeric session under /api/v1/activities/camps/{id} or /courses/{id} (paths ours, docs/api.md). Throws when a
 * numeric call lacks its type or waitlist id.
 */
export function waitlistRequest(action: 'join' | 'leave', target: WaitlistTarget): WaitlistRequest {
  if (target.programme || !isNumericId(target.id)) {
    const base = target.programme ? `/v1/activities/${target.programme}s` : '/v1/activities/occurrences';
    const members = `${base}/${segment(target.id)}/waitlist/members`;
    return action === 'join'
      ? { method: 'POST', path: members, body: { data: { userId: target.userId } } }
      : { method: 'DELETE', path: `${members}/${segment(target.userId)}` };
  }
  if (action === 'join') {
    if (!target.type) throw new TypeError('A numeric waitlist join needs the item type');
    return { method: 'POST', path: '/waitlist/add', body: { item: { id: Number(target.id), type: target.type } } };
  }
  if (target.waitlistId == null) throw new TypeError('A numeric waitlist leave needs the waitlist id');
  return { method: 'DELETE', path: `/waitlist/remove/${segment(target.waitlistId)}` };
}

/** Spec §7 Waitlist join (path chosen by `waitlistRequest`): answers the waitlist entry created. */
export async function joinWaitlist(api: ApiClient, target: WaitlistTarget) {
  const { method, path, body } = waitlistRequest('join', target);
  return (await api.request(path, { method, body, schema: 'waitlistJoinResponseSchema' })).data;
}
/** Spec §3 Waitlist entry, camelCase. */
export type WaitlistEntry = Awaited<ReturnType<typeof joinWaitlist>>;

/** Spec §7 Waitlist leave (path chosen by `waitlistRequest`): answers the server's confirmation. */
export async function leaveWaitlist(api: ApiClient, target: WaitlistTarget) {
  const { method, path } = waitlistRequest('leave', target);
  return (await api.request(path, { method, schema: 'waitlistLeaveResponseSchema' })).data;
}
