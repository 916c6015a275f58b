import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import { createFakeApi } from '../testing/fakeApi';
import { activityMutations } from './activityMutations';
import { keyRoots, keysToInvalidate } from './queryKeys';

const OCC = 'occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c'.padEnd(34, 'x');
const { api, calls } = createFakeApi()(({ method, url }) =>
  method === 'POST' && url === '/api/v1/users/12/carts/online/items'
    ? { status: 200, body: { data: { id: 1, uuid: '523b58ad-f741-4e7c-b0df-babef64a912b' } } }
    : { status: 404, body: { message: 'nope' } },
);

describe('add to basket (spec §7 Cart, new cart API)', () => {
  it('posts the items snake_cased to the user cart of the source', async () => {
    const mutation = activityMutations.addToBasket(api, { userId: 12, source: 'online' });
    expect(mutation.mutationKey).toEqual(['addToBasket', 12, 'online']);
    await expect(mutation.mutationFn([{ purchasableId: OCC, purchasableType: 'occurrence', quantity: 1 }])).rejects.toBeInstanceOf(ApiError);
    expect(calls.at(-1)?.body).toEqual({ items: [{ purchasable_id: OCC, purchasable_type: 'occurrence', quantity: 1 }] });
  });

  it('refuses a payload outside the spec §5 rules without calling', async () => {
    const before = calls.length;
    const mutation = activityMutations.addToBasket(api, { userId: 12, source: 'online' });
    const error = await mutation.mutationFn([{ purchasableId: OCC, purchasableType: 'occurrence', quantity: 0 }]).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, validation: { 'items.0.quantity': ['Must be at least 1'] } });
    expect(calls.length).toBe(before);
    await expect(mutation.mutationFn([])).rejects.toMatchObject({ validation: { items: ['Add at least one item'] } });
  });

  it('is followed by the spec §4 cart reload of activities', () => {
    expect(keysToInvalidate('cartChanged')).toContainEqual(keyRoots.activities);
  });
});
