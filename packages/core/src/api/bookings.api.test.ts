import { describe, expect, it } from 'vitest';
import { bookingBulkAttendanceBodySchema, bookingBulkUpdateBodySchema, bookingListQuerySchema } from '../contract/bookingRequests';
import { paginationMetaFor } from '../contract/pagination';
import { waitlistAddBodySchema, waitlistJoinBodySchema } from '../contract/waitlist';
import {
  bulkUpdateAttendance,
  bulkUpdateBookings,
  cancelBooking,
  cancelBookingBundle,
  fetchBooking,
  fetchBookingBundle,
  fetchBookings,
  isNumericId,
  joinWaitlist,
  leaveWaitlist,
  toSnakeQuery,
  waitlistRequest,
} from './bookings.api';
import { createFakeApi, zoned, gbp } from '../testing/fakeApi';


const fakeApi = createFakeApi();

const OCCURRENCE_ID = 'occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c';
const cancellation = {
  can_cancel: true, cannot_cancel_reason: null, cut_off: '2025-04-07T09:00:00Z', cut_off_actions: ['charge_fee'],
  cut_off_message: 'Cancelling within 24 hours costs the full price.', awards_credit: false, awards_credit_message: null,
};
const booking = {
  id: 9001, duration: 45, is_v2: true, user_id: 88, user_uuid: null, user_reference: 'RLT-000088', occurrence_id: OCCURRENCE_ID,
  order_id: 5001, starts_at: zoned('2025-04-08 09:00:00'), ends_at: zoned('2025-04-08 09:45:00'), status: 'settled',
  booking_type: 'classes', booking_bundle_context: null, category: null, name: 'Aqua Aerobics', description: null,
  capacity_consumed: 1, price: gbp(650), venue: { name: 'Riverside Aquatics Centre' }, locations: [{ id: 3, names: ['Pool'] }],
  location_name: 'Pool', instructors: [], attended: null, cancellation, created_at: '2025-03-30T12:00:00Z', first_name: null,
  last_name: null, order: { id: 5001 },
};
const bundle = {
  id: 'bundle_1', status: 'settled', booking_type: 'camps', schedule_id: 'sch_summer', name: 'Summer camp', description: null,
  venue: { name: 'Millbrook Sports Hall' }, category: null, instructors: [], bookings: [{ ...booking, booking_type: 'camps' }],
  total_price: gbp(12000), cancellation, custom_question_sections: [],
};
const entry = {
  id: 5, user_id: 88, user_reference: 'RLT-000088', first_name: 'Alex', last_name: 'Morgan', email: 'alex.morgan@example.com',
  occurrence: { occurrence_id: OCCURRENCE_ID, name: 'Aqua Aerobics' }, starts_at: zoned('2025-04-08 09:00:00'), created_at: '2025-04-01T08:00:00Z',
};

describe('bookings (spec §7)', () => {
  it('cancels with DELETE /api/activities/bookings/{id}?source=bookings and answers the booking', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: { ...booking, status: 'cancelled' } } }));
    const result = await cancelBooking(api, 9001);
    expect(calls[0]).toEqual({ method: 'DELETE', url: '/api/activities/bookings/9001?source=bookings', body: undefined, headers: { Accept: 'application/json' } });
    expect(result).toMatchObject({ status: 'cancelled', cancellation: { cutOffActions: ['charge_fee'] }, locationName: 'Pool' });
  });

  it('reads a camp or course bundle, and cancels it whole with DELETE /api/v1/booking-bundles/{id}?source=bookings', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: bundle } }));
    expect(await fetchBookingBundle(api, 12)).toMatchObject({ name: 'Summer camp', totalPrice: { value: 12000 }, bookings: [{ id: 9001 }] });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v1/booking-bundles/12' });
    await cancelBookingBundle(api, 12);
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/v1/booking-bundles/12?source=bookings' });
  });

  it('lists with a snake_case query and keeps the pagination meta', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: [booking], meta: { pagination: paginationMetaFor(1, 20, 1) } } }));
    const page = await fetchBookings(api, { userId: 88, status: ['settled', 'reserved'], cancellationSource: 'my-account', perPage: 20 });
    expect(calls[0]?.url).toBe('/api/v1/bookings?user_id=88&status=settled&status=reserved&cancellation_source=my-account&per_page=20');
    expect(bookingListQuerySchema.safeParse(toSnakeQuery({ cancellationSource: 'foh', occurrenceId: OCCURRENCE_ID })).success).toBe(true);
    expect(page.data[0]?.id).toBe(9001);
    expect(page.meta.pagination).toMatchObject({ currentPage: 1, totalRecords: 1 });
  });

  it('gets a booking or a bundle', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: bundle } }));
    const result = await fetchBooking(api, 'bundle_1', { cancellationSource: 'my-account', selectedUserId: 12 });
    expect(calls[0]?.url).toBe('/api/v1/bookings/bundle_1?cancellation_source=my-account&selected_user_id=12');
    expect('bookings' in result && result.bookings[0]?.occurrenceId).toBe(OCCURRENCE_ID);
  });

  it('bulk-updates and bulk-marks attendance with the contract bodies', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: [booking] } }));
    await bulkUpdateBookings(api, { data: { updateType: 'cancellation', cancellationSource: 'foh', bookingIds: [9001] } });
    const marked = await bulkUpdateAttendance(api, { data: { bookingIds: [9001], status: 'attended' } });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['PATCH', '/api/v1/bookings'], ['PATCH', '/api/v1/bookings/attendance']]);
    expect(calls[0]?.body).toEqual({ data: { update_type: 'cancellation', cancellation_source: 'foh', booking_ids: [9001] } });
    expect(bookingBulkUpdateBodySchema.safeParse(calls[0]?.body).success).toBe(true);
    expect(bookingBulkAttendanceBodySchema.safeParse(calls[1]?.body).success).toBe(true);
    expect(marked[0]?.userReference).toBe('RLT-000088');
  });
});

const COURSE_ID = 'd45b9179-3828-4519-afdf-b530c360fc8d';

describe('waitlist path rule (spec §7 Waitlist)', () => {
  it.each([
    [42, true], ['42', true], [OCCURRENCE_ID, false], ['d45b9179-3828-4519-afdf-b530c360fc8d', false], ['4a', false], [1.5, false], ['', false],
  ])('isNumericId(%j) is %s', (id, numeric) => expect(isNumericId(id)).toBe(numeric));

  it.each([
    ['join', { id: OCCURRENCE_ID, userId: 88 }, { method: 'POST', path: `/v1/activities/occurrences/${OCCURRENCE_ID}/waitlist/members`, body: { data: { userId: 88 } } }],
    ['leave', { id: OCCURRENCE_ID, userId: 88 }, { method: 'DELETE', path: `/v1/activities/occurrences/${OCCURRENCE_ID}/waitlist/members/88` }],
    ['join', { id: '314', userId: 88, type: 'activity' }, { method: 'POST', path: '/waitlist/add', body: { item: { id: 314, type: 'activity' } } }],
    ['leave', { id: 314, userId: 88, waitlistId: 7 }, { method: 'DELETE', path: '/waitlist/remove/7' }],
    ['join', { id: COURSE_ID, userId: 88, programme: 'course' }, { method: 'POST', path: `/v1/activities/courses/${COURSE_ID}/waitlist/members`, body: { data: { userId: 88 } } }],
    ['leave', { id: COURSE_ID, userId: 88, programme: 'camp' }, { method: 'DELETE', path: `/v1/activities/camps/${COURSE_ID}/waitlist/members/88` }],
  ] as const)('%s %j', (action, target, expected) => expect(waitlistRequest(action, target)).toEqual(expected));

  it('refuses a numeric call without its type or waitlist id', () => {
    expect(() => waitlistRequest('join', { id: 314, userId: 88 })).toThrow('needs the item type');
    expect(() => waitlistRequest('leave', { id: 314, userId: 88, waitlistId: null })).toThrow('needs the waitlist id');
  });

  it('joins and leaves through the client with snake_case bodies', async () => {
    const { api, calls } = fakeApi((call) =>
      call.method === 'POST' ? { status: 200, body: { data: entry } } : { status: 200, body: { data: { message: 'Removed' } } });
    const joined = await joinWaitlist(api, { id: OCCURRENCE_ID, userId: 88 });
    await joinWaitlist(api, { id: 314, userId: 88, type: 'activity' });
    const left = await leaveWaitlist(api, { id: OCCURRENCE_ID, userId: 88 });
    await leaveWaitlist(api, { id: 314, userId: 88, waitlistId: 7 });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', `/api/v1/activities/occurrences/${OCCURRENCE_ID}/waitlist/members`],
      ['POST', '/api/waitlist/add'],
      ['DELETE', `/api/v1/activities/occurrences/${OCCURRENCE_ID}/waitlist/members/88`],
      ['DELETE', '/api/waitlist/remove/7'],
    ]);
    expect(waitlistJoinBodySchema.parse(calls[0]?.body)).toEqual({ data: { user_id: 88 } });
    expect(waitlistAddBodySchema.parse(calls[1]?.body)).toEqual({ item: { id: 314, type: 'activity' } });
    expect(joined).toMatchObject({ userId: 88, occurrence: { occurrenceId: OCCURRENCE_ID } });
    expect(left).toEqual({ message: 'Removed' });
  });

  it('rejects with the server message when the join fails', async () => {
    const { api } = fakeApi(() => ({ status: 409, body: { message: 'Already on the waitlist' } }));
    await expect(joinWaitlist(api, { id: OCCURRENCE_ID, userId: 88 })).rejects.toMatchObject({ status: 409, message: 'Already on the waitlist' });
  });
});
