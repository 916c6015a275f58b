import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { lengthMessages } from '../errors/messages';
import { bookingBundleSchema, bookingOrBundleResponseSchema, bookingSchema } from './booking';
import {
  bookingBulkAttendanceBodySchema,
  bookingBulkUpdateBodySchema,
  bookingCancelQuerySchema,
  bookingGetQuerySchema,
  bookingListQuerySchema,
} from './bookingRequests';
import {
  waitlistAddBodySchema,
  waitlistEntrySchema,
  waitlistJoinBodySchema,
  waitlistListQuerySchema,
  waitlistMemberParamsSchema,
  waitlistRemoveParamsSchema,
} from './waitlist';
import { type RuleCase, checkRule, issuesOf } from '../testing/contractRules';
import { zoned, gbp } from '../testing/fakeApi';


const OCCURRENCE_ID = 'occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c';

const cancellation = {
  can_cancel: true,
  cannot_cancel_reason: null,
  cut_off: '2025-04-07T09:00:00Z',
  cut_off_actions: ['charge_fee', 'disable_cancelling'],
  cut_off_message: 'Cancelling within 24 hours costs the full price.',
  awards_credit: true,
  awards_credit_message: 'You will get a credit for this booking.',
};
const booking = {
  id: 9001,
  duration: 45,
  is_v2: true,
  user_id: 88,
  user_uuid: 'b764bc67-33a7-4b86-b530-7f8d17af1f1b',
  user_reference: 'RLT-000088',
  occurrence_id: OCCURRENCE_ID,
  order_id: 5001,
  starts_at: zoned('2025-04-08 09:00:00'),
  ends_at: zoned('2025-04-08 09:45:00'),
  status: 'settled',
  booking_type: 'camps',
  booking_bundle_context: { id: 'bundle_1', total_settled_bookings: 10, settled_booking_position: 1 },
  category: { id: 'bf90c6f4-5048-419f-9882-3f8b42b33dfc', name: 'Holiday camps', slug: 'holiday-camps', booking_type: 'camps' },
  name: 'Summer multi-sport camp: day 1',
  description: null,
  capacity_consumed: 1,
  price: gbp(1200),
  venue: { name: 'Millbrook Sports Hall' },
  locations: [{ id: 3, names: ['Main hall', 'Millbrook Sports Hall'] }],
  location_name: 'Main hall',
  instructors: [{ id: 4, name: 'Sam Patel' }],
  attended: true,
  cancellation,
  created_at: '2025-03-30T12:00:00Z',
  first_name: 'Jamie',
  last_name: 'Morgan',
  order: { id: 5001 },
};
const bundle = {
  id: 'bundle_1',
  status: 'settled',
  booking_type: 'camps',
  schedule_id: 'sch_summer',
  name: 'Summer multi-sport camp',
  description: 'Two weeks of sport.',
  venue: { name: 'Millbrook Sports Hall' },
  category: booking.category,
  instructors: [{ id: 4, name: 'Sam Patel' }],
  bookings: [booking],
  total_price: gbp(12000),
  cancellation,
  custom_question_sections: [
    {
      title: 'About the attendee',
      description: null,
      position: 1,
      questions: [
        { id: 51, question: 'Any allergies?', type: 'simple', answer: 'Peanuts' },
        { id: 54, question: 'Date of birth', type: 'date', answer: '2015-05-01' },
        { id: 55, question: 'Sports', type: 'multi', answers: ['Football', 'Tennis'] },
      ],
    },
  ],
};
const entry = {
  id: 5,
  user_id: 88,
  user_reference: 'RLT-000088',
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'alex.morgan@example.com',
  occurrence: { occurrence_id: OCCURRENCE_ID, name: 'Aqua Aerobics' },
  starts_at: zoned('2025-04-08 09:00:00'),
  created_at: '2025-04-01T08:00:00Z',
};

describe('spec §3 Booking, bundle and waitlist entry', () => {
  it.each([
    ['a booking', bookingSchema, booking],
    ['a reserved booking without price', bookingSchema, { ...booking, status: 'reserved', price: null }],
    ['a bundle', bookingBundleSchema, bundle],
    ['a waitlist entry', waitlistEntrySchema, entry],
  ] as Array<[string, z.ZodType, unknown]>)('%s parses', (_name, schema, sample) => expect(issuesOf(schema, sample)).toEqual([]));

  const rules: RuleCase[] = [
    ['a reserved booking has no price', bookingSchema, { ...booking, status: 'reserved' }, ['price', 'A reserved booking has no price']],
    ['cut-off actions are the four of spec §4', bookingSchema, { ...booking, cancellation: { ...cancellation, cut_off_actions: ['ban'] } }, ['cancellation.cut_off_actions.0', 'Invalid option: expected one of "charge_fee"|"disable_booking"|"disable_access"|"disable_cancelling"']],
    ['answered questions are simple, date or multi', bookingBundleSchema, { ...bundle, custom_question_sections: [{ ...bundle.custom_question_sections[0], questions: [{ id: 1, question: 'q', type: 'text', answer: 'a' }] }] }, ['custom_question_sections.0.questions.0.type', "Invalid discriminator value. Expected 'simple' | 'date' | 'multi'"]],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it('get booking or bundle tells them apart', () => {
    expect('bookings' in bookingOrBundleResponseSchema.parse({ data: bundle }).data).toBe(true);
    expect('bookings' in bookingOrBundleResponseSchema.parse({ data: booking }).data).toBe(false);
  });
});

const list = { cancellation_source: 'foh' };

describe('spec §5 booking list and booking calls', () => {
  const rules: RuleCase[] = [
    ['minimal', bookingListQuerySchema, list, null],
    ['occurrence_id of 34', bookingListQuerySchema, { ...list, occurrence_id: OCCURRENCE_ID }, null],
    ['occurrence_id of 33', bookingListQuerySchema, { ...list, occurrence_id: OCCURRENCE_ID.slice(1) }, ['occurrence_id', lengthMessages.exactly(34)]],
    ['occurrence_id of 35', bookingListQuerySchema, { ...list, occurrence_id: `${OCCURRENCE_ID}x` }, ['occurrence_id', lengthMessages.exactly(34)]],
    ['occurrence_id with a bad character', bookingListQuerySchema, { ...list, occurrence_id: `${OCCURRENCE_ID.slice(1)}!` }, ['occurrence_id', 'Must contain only letters, digits, _ or -']],
    ['user_id 1', bookingListQuerySchema, { ...list, user_id: '1' }, null],
    ['user_id 0', bookingListQuerySchema, { ...list, user_id: 0 }, ['user_id', 'Must be at least 1']],
    ['user_id 1.5', bookingListQuerySchema, { ...list, user_id: '1.5' }, ['user_id', 'Must be a whole number']],
    ['a status list', bookingListQuerySchema, { ...list, status: ['settled', 'cancelled'] }, null],
    ['an unknown status', bookingListQuerySchema, { ...list, status: ['settled', 'pending'] }, ['status.1', 'Invalid option: expected one of "settled"|"reserved"|"cancelled"']],
    ['cancellation_source missing', bookingListQuerySchema, {}, ['cancellation_source', 'Required']],
    ['cancellation_source unknown', bookingListQuerySchema, { cancellation_source: 'staff' }, ['cancellation_source', 'Invalid option: expected one of "customers"|"foh"|"my-account"|"occurrence"']],
    ['per_page 0', bookingListQuerySchema, { ...list, per_page: '0' }, ['per_page', 'Must be at least 1']],
    ['per_page 100', bookingListQuerySchema, { ...list, per_page: '100' }, null],
    ['per_page 101', bookingListQuerySchema, { ...list, per_page: 101 }, ['per_page', 'Must be at most 100']],
    ['page 0', bookingListQuerySchema, { ...list, page: 0 }, ['page', 'Must be at least 1']],
    ['get: cancellation_source and selected user', bookingGetQuerySchema, { cancellation_source: 'my-account', selected_user_id: '89' }, null],
    ['get: cancellation_source missing', bookingGetQuerySchema, {}, ['cancellation_source', 'Required']],
    ['cancel: source=bookings', bookingCancelQuerySchema, { source: 'bookings' }, null],
    ['cancel: source missing', bookingCancelQuerySchema, {}, ['source', 'Required']],
    ['bulk cancellation', bookingBulkUpdateBodySchema, { data: { update_type: 'cancellation', cancellation_source: 'occurrence', booking_ids: [9001, 9002] } }, null],
    ['bulk update without bookings', bookingBulkUpdateBodySchema, { data: { update_type: 'cancellation', cancellation_source: 'foh', booking_ids: [] } }, ['data.booking_ids', 'Choose at least one booking']],
    ['bulk update of another type', bookingBulkUpdateBodySchema, { data: { update_type: 'refund', cancellation_source: 'foh', booking_ids: [1] } }, ['data.update_type', 'Invalid input: expected "cancellation"']],
    ['bulk attendance', bookingBulkAttendanceBodySchema, { data: { booking_ids: [9001], status: 'absent' } }, null],
    ['bulk attendance without status', bookingBulkAttendanceBodySchema, { data: { booking_ids: [9001] } }, ['data.status', 'Required']],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it('defaults: page 1, per_page 20, status [settled]; one status becomes a list', () => {
    expect(bookingListQuerySchema.parse(list)).toEqual({ ...list, page: 1, per_page: 20, status: ['settled'] });
    expect(bookingListQuerySchema.parse({ ...list, status: 'reserved' }).status).toEqual(['reserved']);
  });
});

describe('spec §7 waitlist calls', () => {
  const rules: RuleCase[] = [
    ['join (non-numeric id)', waitlistJoinBodySchema, { data: { user_id: 88 } }, null],
    ['join without a user', waitlistJoinBodySchema, { data: {} }, ['data.user_id', 'Required']],
    ['join (numeric id)', waitlistAddBodySchema, { item: { id: 77, type: 'class' } }, null],
    ['join (numeric id) without type', waitlistAddBodySchema, { item: { id: 77 } }, ['item.type', 'Required']],
    ['leave (non-numeric id)', waitlistMemberParamsSchema, { occurrenceId: OCCURRENCE_ID, userId: '88' }, null],
    ['leave (numeric id)', waitlistRemoveParamsSchema, { waitlistId: '5' }, null],
    ['leave with a bad id', waitlistRemoveParamsSchema, { waitlistId: 'five' }, ['waitlistId', 'Must be a number']],
    ['list', waitlistListQuerySchema, { occurrence_id: OCCURRENCE_ID, page: '2' }, null],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));
});
