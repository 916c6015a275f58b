import type { ApiClient } from './createApiClient';

// Booking passes and check-in (ours; docs/api.md): a customer reads their bookings' passes; staff at the desk and a
// kiosk check a pass in.

/** GET /api/v1/bookings/{booking_id}/pass: a confirmed booking's pass (the caller's own or a linked person's). */
export async function fetchBookingPass(api: ApiClient, bookingId: number) {
  return (await api.request(`/v1/bookings/${bookingId}/pass`, { schema: 'bookingPassResponseSchema' })).data;
}
export type BookingPass = Awaited<ReturnType<typeof fetchBookingPass>>;

/** GET /api/v1/orders/{order_id}/passes: the passes of an order's confirmed bookings (its buyer, or staff). */
export async function fetchOrderPasses(api: ApiClient, orderId: number) {
  return (await api.request(`/v1/orders/${orderId}/passes`, { schema: 'orderPassesResponseSchema' })).data;
}

/** POST /api/v1/staff/check-ins: staff check a pass in, at one venue when named. */
export async function staffCheckIn(api: ApiClient, code: string, venueSlug?: string) {
  return (await api.request('/v1/staff/check-ins', { method: 'POST', schema: 'checkInResponseSchema', body: { code, ...(venueSlug ? { venueSlug } : {}) } })).data;
}
export type CheckIn = Awaited<ReturnType<typeof staffCheckIn>>;

/** POST /api/v1/kiosk/check-ins: self check-in at a kiosk, for the kiosk's own venue. */
export async function kioskCheckIn(api: ApiClient, code: string, venueSlug: string) {
  return (await api.request('/v1/kiosk/check-ins', { method: 'POST', schema: 'checkInResponseSchema', body: { code, venueSlug } })).data;
}
