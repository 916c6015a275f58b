import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../errors/messages';
import { cartLineItemSchema, cartSchema, userCartSchema } from './cart';
import { basketItemPayloadSchema, cartItemMessages, legacyAddItemSchema } from './cartItemPayload';
import {
  activityBookingAddBodySchema,
  cartBenefitRemovalQuerySchema,
  cartItemParamsSchema,
  cartItemUpdateBodySchema,
  cartListQuerySchema,
  checkoutCartAddBodySchema,
  checkoutCartQuerySchema,
  checkoutCartRemoveBodySchema,
  checkoutCartRemoveQuerySchema,
  creditsApplyBodySchema,
  userCartItemParamsSchema,
  userCartItemsBodySchema,
} from './cartRequests';
import { orderSchema } from './order';
import { type RuleCase, checkRule, issuesOf } from '../testing/contractRules';
import { zoned, gbp } from '../testing/fakeApi';


const OCCURRENCE_ID = 'occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c';
const CAMP_ID = 'd45b9179-3828-4519-afdf-b530c360fc8d';

const cartItem = {
  id: 71,
  cartable_type: 'av2_booking_bundle',
  cartable_resource: { venue_name: 'Millbrook Sports Hall', starts_at: '2025-07-21', location: 'Main hall', name: 'Summer camp' },
  price: { formatted: '£120.00', decimal: '120.00', raw: 12000 },
  quantity: 1,
  name: 'Summer multi-sport camp',
  benefit_applied: false,
  package_applied: false,
  membership_user_id: null,
  sort_by: 1,
};
const totals = { total: 12450, tax_total: 0, sub_total: 12450, balance: 12450, item_count: 2, formatted_total: '£124.50', formatted_balance: '£124.50' };
const cart = {
  id: 40,
  uuid: 'b764bc67-33a7-4b86-b530-7f8d17af1f1b',
  cart_id: 'ck_40',
  items: [{ ...cartItem, child_items: [{ ...cartItem, id: 72, cartable_type: 'pricing_option', name: 'Packed lunch' }] }],
  totals,
  credits: {
    membership: { type: 'membership', total_available: 0, max_applicable: 0 },
    general: { type: 'general', total_available: 1500, max_applicable: 1500 },
  },
  attendee_waivers_required: 1,
  item_hash: 'h_9f2c',
  selected_user_id: null,
  complete_order_id: null,
};
const line = { id: 1, name: 'Aqua Aerobics', quantity: 1, max_quantity: 1, price: gbp(650), line_total: gbp(650) };
const av2Booking = {
  ...line,
  type: 'av2_booking',
  ...{ booking_id: 9001, occurrence_id: OCCURRENCE_ID, booking_type: 'classes' },
  ...{ starts_at: zoned('2025-04-08 09:00:00'), ends_at: zoned('2025-04-08 09:45:00'), venue: { name: 'Riverside Aquatics Centre' } },
};
const order = {
  id: 5001,
  cart_source: 'online',
  status: 'success',
  source: 'online',
  total: gbp(12450),
  balance: gbp(0),
  count: 2,
  refund_status: 'partial',
  line_items: [
    { id: 1, name: 'Summer camp', summary: '2 weeks', purchasable_type: 'camp', purchasable_id: CAMP_ID, price: gbp(12000), created_at: '2025-04-01T08:00:00Z' },
  ],
};

describe('spec §3 Cart, cart items and Order', () => {
  it.each([
    ['a checkout cart', cartSchema, cart],
    ['a user cart', userCartSchema, { id: 41, uuid: cart.uuid, source: 'activity-booking', items: [av2Booking], totals, item_hash: 'h_1' }],
    ['an order', orderSchema, order],
  ] as Array<[string, z.ZodType, unknown]>)('%s parses', (_name, schema, sample) => expect(issuesOf(schema, sample)).toEqual([]));

  it.each(['av2_booking_bundle', 'journal_transaction', 'membership', 'membership_change', 'membership_renewal', 'penalty', 'pricing_option'])(
    'server-side item type %s parses',
    (type) => expect(issuesOf(cartLineItemSchema, { ...line, type })).toEqual([]),
  );

  const rules: RuleCase[] = [
    ['cartable types are snake_case', cartSchema, { ...cart, items: [{ ...cartItem, cartable_type: 'activityTicket', child_items: [] }] }, ['items.0.cartable_type', 'Invalid option: expected one of "membership_renewal"|"membership"|"membership_change"|"guest_pass"|"av2_booking_bundle"|"av2_booking"|"activity"|"activity_ticket"|"pricing_option"']],
    ['an av2_booking names its occurrence', cartLineItemSchema, { ...line, type: 'av2_booking' }, ['occurrence_id', 'Invalid input: expected string, received undefined']],
    ['order status is one of four', orderSchema, { ...order, status: 'paid' }, ['status', 'Invalid option: expected one of "success"|"pending"|"cancelled"|"awaiting_payment"']],
    ['refund status is one of four', orderSchema, { ...order, refund_status: 'some' }, ['refund_status', 'Invalid option: expected one of "partial"|"full"|"off-system"|"mixed"']],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));
});

const activity = { purchasable_id: OCCURRENCE_ID, purchasable_type: 'occurrence', quantity: 2 };
const camp = { purchasable_id: CAMP_ID, purchasable_type: 'camp', quantity: 1, booking_full_camp: true };
const course = { purchasable_id: '25b069a1-000a-4594-8f1d-3c8d0b5acf7f', purchasable_type: 'course', quantity: 1 };
const extras = [{ pricing_option_id: 401, quantity: 2 }];
const answers = [{ custom_question_id: 51, answer: 'Peanuts' }];

describe('spec §5 add-to-cart item', () => {
  const rules: RuleCase[] = [
    ['an activity for two', basketItemPayloadSchema, activity, null],
    ['quantity 0', basketItemPayloadSchema, { ...activity, quantity: 0 }, ['quantity', 'Must be at least 1']],
    ['quantity missing', basketItemPayloadSchema, { ...activity, quantity: undefined }, ['quantity', 'Required']],
    ['quantity 1.5', basketItemPayloadSchema, { ...activity, quantity: 1.5 }, ['quantity', 'Must be a whole number']],
    ['purchasable_type missing', basketItemPayloadSchema, { purchasable_id: 1, quantity: 1 }, ['purchasable_type', 'Required']],
    ['for a linked user, quantity 1', basketItemPayloadSchema, { ...activity, quantity: 1, purchased_for_user_id: 89 }, null],
    ['for a linked user, quantity 2', basketItemPayloadSchema, { ...activity, purchased_for_user_id: 89 }, ['quantity', cartItemMessages.quantityForOtherUser]],
    ['purchased_for_user_id 0', basketItemPayloadSchema, { ...activity, quantity: 1, purchased_for_user_id: 0 }, ['purchased_for_user_id', 'Must be at least 1']],
    ['a whole camp', basketItemPayloadSchema, { ...camp, extras, custom_question_answers: answers, apply_benefit: true, activity_restriction_ids: [7] }, null],
    ['a camp for two', basketItemPayloadSchema, { ...camp, quantity: 2 }, ['quantity', cartItemMessages.quantityCampOrCourse]],
    ['a course for two', basketItemPayloadSchema, { ...course, quantity: 2 }, ['quantity', cartItemMessages.quantityCampOrCourse]],
    ['a camp without booking_full_camp', basketItemPayloadSchema, { ...camp, booking_full_camp: undefined }, ['booking_full_camp', 'Required']],
    ['a camp by chosen dates', basketItemPayloadSchema, { ...camp, booking_full_camp: false, camp_occurrence_ids: [OCCURRENCE_ID] }, null],
    ['a camp by dates without camp_occurrence_ids', basketItemPayloadSchema, { ...camp, booking_full_camp: false }, ['camp_occurrence_ids', 'Required']],
    ['a camp by dates with none chosen', basketItemPayloadSchema, { ...camp, booking_full_camp: false, camp_occurrence_ids: [] }, ['camp_occurrence_ids', messages.selectAtLeastOneSession]],
    ['a camp session id of 33', basketItemPayloadSchema, { ...camp, booking_full_camp: false, camp_occurrence_ids: ['x'.repeat(33)] }, ['camp_occurrence_ids.0', 'Must contain exactly 34 characters']],
    ['a course with extras and answers', basketItemPayloadSchema, { ...course, extras, custom_question_answers: [{ custom_question_id: 52, answer: [1, 2] }] }, null],
    ['extras on a plain activity', basketItemPayloadSchema, { ...activity, extras }, ['extras', cartItemMessages.extrasOnlyCampOrCourse]],
    ['answers on a plain activity', basketItemPayloadSchema, { ...activity, custom_question_answers: answers }, ['custom_question_answers', cartItemMessages.answersOnlyCampOrCourse]],
    ['empty extras on a plain activity', basketItemPayloadSchema, { ...activity, extras: [], custom_question_answers: [] }, null],
    ['extra pricing option 1', basketItemPayloadSchema, { ...course, extras: [{ pricing_option_id: 1, quantity: 1 }] }, null],
    ['extra pricing option 4294967295', basketItemPayloadSchema, { ...course, extras: [{ pricing_option_id: 4294967295, quantity: 1 }] }, null],
    ['extra pricing option 0', basketItemPayloadSchema, { ...course, extras: [{ pricing_option_id: 0, quantity: 1 }] }, ['extras.0.pricing_option_id', 'Must be at least 1']],
    ['extra pricing option 4294967296', basketItemPayloadSchema, { ...course, extras: [{ pricing_option_id: 4294967296, quantity: 1 }] }, ['extras.0.pricing_option_id', 'Must be at most 4294967295']],
    ['extra quantity 0', basketItemPayloadSchema, { ...course, extras: [{ pricing_option_id: 401, quantity: 0 }] }, ['extras.0.quantity', 'Must be at least 1']],
    ['an answer of the wrong kind', basketItemPayloadSchema, { ...course, custom_question_answers: [{ custom_question_id: 51, answer: { a: 1 } }] }, ['custom_question_answers.0.answer', 'Must be text, a number, true or false, or a list of numbers']],
    ['an answer missing', basketItemPayloadSchema, { ...course, custom_question_answers: [{ custom_question_id: 51 }] }, ['custom_question_answers.0.answer', 'Required']],
    ['older add payload', legacyAddItemSchema, { id: 301, type: 'pricing_option', pricing_option_id: 301, purchased_for_user_id: null, options: { quantity: 1 } }, null],
    // Integrity and security: the older payload's quantity follows the same rule as the new one's.
    ['older add payload quantity -1', legacyAddItemSchema, { id: 301, type: 'activity', options: { quantity: -1 } }, ['options.quantity', 'Must be at least 1']],
    ['older add payload quantity 0', legacyAddItemSchema, { id: 301, type: 'activity', options: { quantity: 0 } }, ['options.quantity', 'Must be at least 1']],
    ['older add payload quantity 1.5', legacyAddItemSchema, { id: 301, type: 'activity', options: { quantity: 1.5 } }, ['options.quantity', 'Must be a whole number']],
    ['older add payload quantity "-5"', legacyAddItemSchema, { id: 301, type: 'activity', options: { quantity: '-5' } }, ['options.quantity', 'Must be at least 1']],
    ['older add payload quantity 2^31', legacyAddItemSchema, { id: 301, type: 'activity', options: { quantity: 2147483648 } }, ['options.quantity', 'Must be at most 2147483647']],
    ['older add payload quantity "lots"', legacyAddItemSchema, { id: 301, type: 'activity', options: { quantity: 'lots' } }, ['options.quantity', 'Must be a number']],
    ['older add payload quantity 3 for another user', legacyAddItemSchema, { id: 301, type: 'activity', purchased_for_user_id: 89, options: { quantity: 3 } }, ['options.quantity', cartItemMessages.quantityForOtherUser]],
    ['older add payload quantity "2" with other options', legacyAddItemSchema, { id: 301, type: 'activity', options: { quantity: '2', note: 'kept' } }, null],
    ['older add payload id 2^31', legacyAddItemSchema, { id: 2147483648, type: 'activity' }, ['id', 'Must be at most 2147483647']],
    ['new payload quantity 2^31', basketItemPayloadSchema, { ...activity, quantity: 2147483648 }, ['quantity', 'Must be at most 2147483647']],
    ['new payload quantity -1', basketItemPayloadSchema, { ...activity, quantity: -1 }, ['quantity', 'Must be at least 1']],
    ['new payload for user 2^31', basketItemPayloadSchema, { ...activity, purchased_for_user_id: 2147483648 }, ['purchased_for_user_id', 'Must be at most 2147483647']],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));
});

describe('spec §5/§7 cart calls', () => {
  const rules: RuleCase[] = [
    ['checkout cart query', checkoutCartQuerySchema, { selected_user_id: '89' }, null],
    ['add', checkoutCartAddBodySchema, { items: [{ id: 301, type: 'activity_ticket' }], membership_user_id: 1200, selected_user_id: null }, null],
    ['add nothing', checkoutCartAddBodySchema, { items: [] }, ['items', 'Add at least one item']],
    ['remove', checkoutCartRemoveBodySchema, { cart_item_ids: [71] }, null],
    ['remove nothing', checkoutCartRemoveBodySchema, { cart_item_ids: [] }, ['cart_item_ids', 'Choose at least one item']],
    ['remove query', checkoutCartRemoveQuerySchema, { membership_user_id: '1200', selected_user_id: '89' }, null],
    ['item params', cartItemParamsSchema, { cartItemId: '71' }, null],
    ['update quantity 1', cartItemUpdateBodySchema, { options: { quantity: 1, note: 'kept' }, selected_user_id: 89 }, null],
    ['update quantity 0', cartItemUpdateBodySchema, { options: { quantity: 0 } }, ['options.quantity', 'Must be at least 1']],
    ['update quantity -1', cartItemUpdateBodySchema, { options: { quantity: -1 } }, ['options.quantity', 'Must be at least 1']],
    ['update quantity 2^31', cartItemUpdateBodySchema, { options: { quantity: 2147483648 } }, ['options.quantity', 'Must be at most 2147483647']],
    ['item params 2^31', cartItemParamsSchema, { cartItemId: '2147483648' }, ['cartItemId', 'Must be at most 2147483647']],
    ['user cart items', userCartItemsBodySchema, { items: [activity] }, null],
    ['user cart items empty', userCartItemsBodySchema, { items: [] }, ['items', 'Add at least one item']],
    ['user cart items break a rule', userCartItemsBodySchema, { items: [activity, { ...camp, quantity: 2 }] }, ['items.1.quantity', cartItemMessages.quantityCampOrCourse]],
    ['activity-booking add', activityBookingAddBodySchema, { data: { items: [camp] } }, null],
    ['user cart item params', userCartItemParamsSchema, { userId: '88', source: 'online', cartItemId: '3' }, null],
    ['user cart of an unknown source', userCartItemParamsSchema, { userId: '88', source: 'shop', cartItemId: '3' }, ['source', 'Invalid option: expected one of "online"|"foh"|"bookings"|"activity-booking"|"online-joining"']],
    ['cart list per_page 1', cartListQuerySchema, { per_page: 1 }, null],
    ['cart list per_page 0', cartListQuerySchema, { per_page: 0 }, ['per_page', 'Must be at least 1']],
    ['cart list per_page 101', cartListQuerySchema, { per_page: 101 }, ['per_page', 'Must be at most 100']],
    ['benefit removal query', cartBenefitRemovalQuerySchema, { source: 'bookings', selected_user_id: '89' }, null],
    ['benefit removal without source', cartBenefitRemovalQuerySchema, {}, ['source', 'Required']],
    ['apply credits', creditsApplyBodySchema, { credits_to_reserve: [{ amount: 1500, type: 'general' }], cart_source: 'online', selected_user_id: null }, null],
    ['apply an unknown credit', creditsApplyBodySchema, { credits_to_reserve: [{ amount: 1, type: 'bonus' }], cart_source: 'online' }, ['credits_to_reserve.0.type', 'Invalid option: expected one of "membership"|"general"']],
    ['apply a negative credit', creditsApplyBodySchema, { credits_to_reserve: [{ amount: -1, type: 'general' }], cart_source: 'online' }, ['credits_to_reserve.0.amount', 'Must be at least 0']],
    ['apply no credit', creditsApplyBodySchema, { credits_to_reserve: [], cart_source: 'online' }, ['credits_to_reserve', 'Choose a credit to apply']],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));
});
