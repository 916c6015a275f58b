import { describe, expect, it } from 'vitest';
import {
  cartItemUpdateBodySchema,
  checkoutCartAddBodySchema,
  checkoutCartRemoveBodySchema,
  creditsApplyBodySchema,
  userCartItemsBodySchema,
} from '../contract/cartRequests';
import { ApiError } from './apiError';
import {
  addToCheckoutCart,
  addUserCartItems,
  applyCredits,
  clearCheckoutCart,
  fetchCheckoutCart,
  removeCartBenefit,
  removeCartPackage,
  removeFromCheckoutCart,
  removeUserCartItem,
  updateCheckoutCartItem,
  userCartItemsBody,
} from './cart.api';
import type { createApiClient } from './createApiClient';
import { createFakeApi, zoned, gbp } from '../testing/fakeApi';


const fakeApi = createFakeApi({ getToken: () => 'tok', getCheckoutToken: () => 'chk' });

const OCCURRENCE_ID = 'occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c';
const totals = { total: 12450, tax_total: 0, sub_total: 12450, balance: 12450, item_count: 1, formatted_total: '£124.50', formatted_balance: '£124.50' };
const cartItem = {
  id: 71, cartable_type: 'av2_booking_bundle', price: { formatted: '£120.00', decimal: '120.00', raw: 12000 }, quantity: 1,
  cartable_resource: { venue_name: 'Millbrook Sports Hall', starts_at: '2025-07-21', location: 'Main hall', name: 'Summer camp' },
  name: 'Summer multi-sport camp', benefit_applied: false, package_applied: true, membership_user_id: null, sort_by: 1,
};
const cart = {
  id: 40, uuid: 'b764bc67-33a7-4b86-b530-7f8d17af1f1b', cart_id: 'ck_40', items: [{ ...cartItem, child_items: [] }], totals,
  credits: {
    membership: { type: 'membership', total_available: 0, max_applicable: 0 },
    general: { type: 'general', total_available: 1500, max_applicable: 1500 },
  },
  attendee_waivers_required: 1, item_hash: 'h_9f2c', selected_user_id: 12, complete_order_id: null,
};
const line = { id: 1, name: 'Aqua Aerobics', quantity: 1, max_quantity: 1, price: gbp(650), line_total: gbp(650) };
const userCart = {
  id: 41, uuid: 'c764bc67-33a7-4b86-b530-7f8d17af1f1b', source: 'activity-booking', totals, item_hash: 'h_1',
  items: [{
    ...line, type: 'av2_booking', booking_id: 9001, occurrence_id: OCCURRENCE_ID, booking_type: 'classes',
    starts_at: zoned('2025-04-08 09:00:00'), ends_at: zoned('2025-04-08 09:45:00'), venue: { name: 'Riverside Aquatics Centre' },
  }],
};
const campItem = { purchasableId: 'd45b9179-3828-4519-afdf-b530c360fc8d', purchasableType: 'camp' as const, quantity: 1, bookingFullCamp: true };

describe('checkout-URL cart calls (spec §7 Cart)', () => {
  it.each([
    ['GET cart', (api: Api) => fetchCheckoutCart(api, 12), 'GET', '/api/checkout/cart?selected_user_id=12', undefined],
    ['GET cart for oneself', (api: Api) => fetchCheckoutCart(api), 'GET', '/api/checkout/cart', undefined],
    ['DELETE cart', (api: Api) => clearCheckoutCart(api, 12), 'DELETE', '/api/checkout/cart?selected_user_id=12', undefined],
    [
      'POST add',
      (api: Api) => addToCheckoutCart(api, { items: [{ id: 5, type: 'activity', purchasedForUserId: 12, pricingOptionId: 7 }], membershipUserId: 3, selectedUserId: 12 }),
      'POST', '/api/checkout/cart/add',
      { items: [{ id: 5, type: 'activity', purchased_for_user_id: 12, pricing_option_id: 7 }], membership_user_id: 3, selected_user_id: 12 },
    ],
    [
      'POST remove',
      (api: Api) => removeFromCheckoutCart(api, { cartItemIds: [71, 72], membershipUserId: 3, selectedUserId: 12 }),
      'POST', '/api/checkout/cart/remove?membership_user_id=3&selected_user_id=12', { cart_item_ids: [71, 72] },
    ],
    [
      'PUT item',
      (api: Api) => updateCheckoutCartItem(api, 71, { options: { quantity: 2 }, selectedUserId: 12 }),
      'PUT', '/api/checkout/cart/71', { options: { quantity: 2 }, selected_user_id: 12 },
    ],
    [
      'DELETE benefit',
      (api: Api) => removeCartBenefit(api, 71, { source: 'online', selectedUserId: 12 }),
      'DELETE', '/api/activities/benefit/remove/71?source=online&selected_user_id=12', undefined,
    ],
    [
      'DELETE package usage',
      (api: Api) => removeCartPackage(api, 71, { source: 'foh' }),
      'DELETE', '/api/activities/package/remove/71?source=foh', undefined,
    ],
    [
      'POST credits',
      (api: Api) => applyCredits(api, { creditsToReserve: [{ amount: 500, type: 'general' }], cartSource: 'online', selectedUserId: 12 }),
      'POST', '/api/credits/apply', { credits_to_reserve: [{ amount: 500, type: 'general' }], cart_source: 'online', selected_user_id: 12 },
    ],
  ])('%s: method, path, query and snake_case body; answers the camelCase cart', async (_name, run, method, url, body) => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: cart } }));
    const result = await run(api);
    expect(calls[0]).toMatchObject({ method, url });
    expect(calls[0]?.body).toEqual(body);
    expect(result.totals.formattedBalance).toBe('£124.50');
    expect(result.credits.general.maxApplicable).toBe(1500);
    expect(result.items[0]?.packageApplied).toBe(true);
  });

  it('sends bodies the contract accepts (spec §5 cart rules)', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: cart } }));
    await addToCheckoutCart(api, { items: [{ id: 5, type: 'activity', purchasedForUserId: 12 }], selectedUserId: 12 });
    await removeFromCheckoutCart(api, { cartItemIds: [71] });
    await updateCheckoutCartItem(api, 71, { options: { quantity: 1 } });
    await applyCredits(api, { creditsToReserve: [{ amount: 1, type: 'membership' }], cartSource: 'foh' });
    const schemas = [checkoutCartAddBodySchema, checkoutCartRemoveBodySchema, cartItemUpdateBodySchema, creditsApplyBodySchema];
    schemas.forEach((schema, i) => expect(schema.safeParse(calls[i]?.body).success).toBe(true));
    expect(calls[1]?.url).toBe('/api/checkout/cart/remove');
  });

  it('sends the checkout auth header on checkout pages and the bearer token elsewhere (spec §6/§7)', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: cart } }));
    await fetchCheckoutCart(api, null, { checkoutAuth: true });
    await fetchCheckoutCart(api);
    expect(calls[0]?.headers).toMatchObject({ 'X-Checkout-Token': 'chk' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[1]?.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('keeps a 422 with its validation messages (spec §8)', async () => {
    const errors = { 'items.0.custom_question_answers.51': ['This field is required'] };
    const { api } = fakeApi(() => ({ status: 422, body: { message: 'Please complete all required questions.', errors } }));
    const error = await addToCheckoutCart(api, { items: [{ id: 5, type: 'activity' }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Please complete all required questions.', validation: errors });
  });

  it('maps a 404 without a body to the catalogue text', async () => {
    const { api } = fakeApi(() => ({ status: 404 }));
    await expect(removeCartBenefit(api, 9, { source: 'online' })).rejects.toMatchObject({ message: 'Unable to complete request, item not found.' });
  });
});

describe('new cart API (spec §7 /api/v1/users/{userId}/carts/{source}/items)', () => {
  it('posts items per the item payload and answers the user cart', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: { ...userCart, source: 'online' } } }));
    const result = await addUserCartItems(api, { userId: 88, source: 'online' }, [{ ...campItem, campOccurrenceIds: [OCCURRENCE_ID], bookingFullCamp: false }]);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/users/88/carts/online/items',
      body: { items: [{ purchasable_id: campItem.purchasableId, purchasable_type: 'camp', quantity: 1, booking_full_camp: false, camp_occurrence_ids: [OCCURRENCE_ID] }] },
    });
    expect(userCartItemsBodySchema.safeParse(calls[0]?.body).success).toBe(true);
    expect(result.items[0]).toMatchObject({ type: 'av2_booking', bookingId: 9001, lineTotal: { value: 650 } });
  });

  it('wraps the items in data for camp and course pages (source activity-booking)', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: userCart } }));
    await addUserCartItems(api, { userId: 88, source: 'activity-booking' }, [campItem]);
    expect(calls[0]?.url).toBe('/api/v1/users/88/carts/activity-booking/items');
    expect(calls[0]?.body).toEqual({ data: { items: [{ purchasable_id: campItem.purchasableId, purchasable_type: 'camp', quantity: 1, booking_full_camp: true }] } });
    expect(userCartItemsBody('online', [campItem])).toEqual({ items: [campItem] });
  });

  it('deletes one item', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: { ...userCart, items: [] } } }));
    const result = await removeUserCartItem(api, { userId: 88, source: 'activity-booking' }, 1);
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/users/88/carts/activity-booking/items/1', body: undefined });
    expect(result.items).toEqual([]);
  });
});

type Api = ReturnType<typeof createApiClient>;
