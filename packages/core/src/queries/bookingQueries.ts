import {
  bulkUpdateAttendance,
  bulkUpdateBookings,
  cancelBooking,
  cancelBookingBundle,
  fetchBooking,
  fetchBookings,
  joinWaitlist,
  leaveWaitlist,
  type BookingBulkAttendanceInput,
  type BookingBulkUpdateInput,
  type BookingGetInput,
  type BookingListInput,
  type WaitlistTarget,
} from '../api/bookings.api';
import type { ApiClient } from '../api/createApiClient';
import { messages } from '../errors/messages';
import { toastErrorMessage } from './cartQueries';
import { invalidateKeys, type QueryInvalidator } from './invalidateKeys';
import { keyRoots, keysToInvalidate } from './queryKeys';

/** Query keys of the spec §7 booking reads, under the account root (a user's list starts with queryKeys.bookings(userId)). */
export const bookingKeys = {
  list: (query: BookingListInput) => [...keyRoots.account, 'bookings', query.userId ?? '', 'list', query] as const,
  booking: (bookingId: string | number, query: BookingGetInput) =>
    [...keyRoots.account, 'booking', bookingId, query.cancellationSource, query.selectedUserId ?? ''] as const,
};

/** Query-core option factories for bookings (spec §7 contract-only list and get). */
export const bookingQueries = {
  list: (api: ApiClient, query: BookingListInput) => ({
    queryKey: bookingKeys.list(query),
    queryFn: () => fetchBookings(api, query),
  }),
  booking: (api: ApiClient, bookingId: string | number, query: BookingGetInput) => ({
    queryKey: bookingKeys.booking(bookingId, query),
    queryFn: () => fetchBooking(api, bookingId, query),
  }),
};

/**
 * A cancelled booking frees its place and may be a basket reservation (spec §3 reserved, §4
 * cancel_reservation): what 'cartChanged' reloads, plus the account's bookings.
 */
export const bookingChangedKeys: ReadonlyArray<readonly string[]> = keysToInvalidate('bookingChanged');

const genericFailure = (_error: unknown) => messages.genericToast;

/** Mutation factories for bookings and the waitlist (spec §4, §7, §8); waitlist texts are the §8 toasts. */
export const bookingMutations = {
  cancel: (api: ApiClient, client: QueryInvalidator) => ({
    mutationFn: (bookingId: string | number) => cancelBooking(api, bookingId),
    onSuccess: () => invalidateKeys(client, bookingChangedKeys),
    errorMessage: toastErrorMessage,
  }),
  /** A camp's or course's bundle cancelled whole: the same reloads as one booking. */
  cancelBundle: (api: ApiClient, client: QueryInvalidator) => ({
    mutationFn: (bundleId: string | number) => cancelBookingBundle(api, bundleId),
    onSuccess: () => invalidateKeys(client, bookingChangedKeys),
    errorMessage: toastErrorMessage,
  }),
  bulkUpdate: (api: ApiClient, client: QueryInvalidator) => ({
    mutationFn: (body: BookingBulkUpdateInput) => bulkUpdateBookings(api, body),
    onSuccess: () => invalidateKeys(client, bookingChangedKeys),
    errorMessage: toastErrorMessage,
  }),
  /** Spec §4 attendance (attended or absent) changes no capacity: only account data reloads. */
  bulkAttendance: (api: ApiClient, client: QueryInvalidator) => ({
    mutationFn: (body: BookingBulkAttendanceInput) => bulkUpdateAttendance(api, body),
    onSuccess: () => invalidateKeys(client, [keyRoots.account]),
    errorMessage: toastErrorMessage,
  }),
  /** Spec §8: failure is a danger toast with the generic message. */
  joinWaitlist: (api: ApiClient, client: QueryInvalidator) => ({
    mutationFn: (target: WaitlistTarget) => joinWaitlist(api, target),
    onSuccess: () => invalidateKeys(client, keysToInvalidate('waitlistChanged')),
    successMessage: messages.waitlistJoined,
    errorMessage: genericFailure,
  }),
  leaveWaitlist: (api: ApiClient, client: QueryInvalidator) => ({
    mutationFn: (target: WaitlistTarget) => leaveWaitlist(api, target),
    onSuccess: () => invalidateKeys(client, keysToInvalidate('waitlistChanged')),
    successMessage: messages.waitlistLeft,
    errorMessage: genericFailure,
  }),
};
