import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiError';
import type { Cart } from '../api/cart.api';
import { messages } from '../errors/messages';
import { createCartStore } from '../stores/cartStore';
import { BASKET_FRESH_MS, cartKeys, cartMutations, cartQueries, toastErrorMessage } from './cartQueries';
import { invalidateKeys, type QueryInvalidator } from './invalidateKeys';
import { keysToInvalidate } from './queryKeys';
import { createFakeApi } from '../testing/fakeApi';


const fakeApi = createFakeApi({ getCheckoutToken: () => 'chk' });

function recorder() {
  const keys: unknown[][] = [];
  const client: QueryInvalidator = { invalidateQueries: ({ queryKey }) => keys.push([...queryKey]) };
  return { client, keys };
}

const totals = { total: 12450, tax_total: 0, sub_total: 12450, balance: 12450, item_count: 1, formatted_total: '£124.50', formatted_balance: '£124.50' };
const cartWire = (balance: number, generalCredit: number) => ({
  id: 40, uuid: 'b764bc67-33a7-4b86-b530-7f8d17af1f1b', cart_id: 'ck_40', items: [], totals: { ...totals, balance },
  credits: {
    membership: { type: 'membership', total_available: 0, max_applicable: 0 },
    general: { type: 'general', total_available: generalCredit, max_applicable: generalCredit },
  },
  attendee_waivers_required: 0, item_hash: 'h_1', selected_user_id: null, complete_order_id: null,
});
const userCartWire = { id: 41, uuid: 'c764bc67-33a7-4b86-b530-7f8d17af1f1b', source: 'online', items: [], totals, item_hash: 'h_2' };
const cartChanged = keysToInvalidate('cartChanged').map((key) => [...key]);

describe('cart reads (spec §7 Cart)', () => {
  it('keys the checkout-URL cart under the cart root and loads it through query-core', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: cartWire(500, 0) } }));
    const options = cartQueries.checkoutCart(api, { selectedUserId: 12, checkoutAuth: true });
    expect(options.queryKey).toEqual(['cart', 'checkout', 12]);
    expect(cartQueries.checkoutCart(api).queryKey).toEqual(cartKeys.checkout(null));
    expect(options.meta.errorMessage).toBe('Failed to load your shopping basket, please try again.');
    const cart = await new QueryClient().fetchQuery(options);
    expect(cart.totals.balance).toBe(500);
    expect(calls[0]?.url).toBe('/api/checkout/cart?selected_user_id=12');
  });

  it('keeps a basket read fresh for a few seconds, so the page that carries it is not read again as it mounts, but any change reloads it', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: cartWire(500, 0) } }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(cartQueries.checkoutCart(api));
    await queryClient.fetchQuery(cartQueries.checkoutCart(api));
    expect(calls).toHaveLength(1);
    expect(cartQueries.checkoutCart(api).staleTime).toBe(BASKET_FRESH_MS);
    // A change to the basket (an add, a payment, a login) reloads it whatever its age.
    await invalidateKeys(queryClient, keysToInvalidate('cartChanged'));
    await queryClient.fetchQuery(cartQueries.checkoutCart(api));
    expect(calls).toHaveLength(2);
  });
});

describe('cart mutations (spec §4 Cart, §8 texts)', () => {
  const { api, calls } = fakeApi((call) =>
    call.url.includes('/v1/users/') ? { status: 200, body: { data: userCartWire } } : { status: 200, body: { data: cartWire(1000, 300) } });

  it.each([
    ['add', cartMutations.add, { items: [{ id: 5, type: 'activity' as const }] }, 'POST /api/checkout/cart/add', messages.cartAdded, 'cartReplaced'],
    ['remove', cartMutations.remove, { cartItemIds: [71] }, 'POST /api/checkout/cart/remove', messages.cartRemoved, 'itemRemoved'],
    ['update', cartMutations.update, { cartItemId: 71, body: { options: { quantity: 2 } } }, 'PUT /api/checkout/cart/71', messages.cartUpdated, 'cartReplaced'],
    ['clear', cartMutations.clear, 12, 'DELETE /api/checkout/cart?selected_user_id=12', messages.orderCleared, 'cartReplaced'],
    ['removeBenefit', cartMutations.removeBenefit, { cartItemId: 71, source: 'online' as const }, 'DELETE /api/activities/benefit/remove/71?source=online', messages.benefitRemoved, 'cartReplaced'],
    ['removePackage', cartMutations.removePackage, { cartItemId: 71, source: 'online' as const }, 'DELETE /api/activities/package/remove/71?source=online', messages.packageRemoved, 'cartReplaced'],
  ])('%s replaces the cart, dispatches it and reloads cartChanged keys', async (_name, factory, variables, request, text, eventType) => {
    const { client, keys } = recorder();
    const dispatch = vi.fn();
    const mutation = (factory as typeof cartMutations.add)(api, client, { dispatch });
    const cart = await mutation.mutationFn(variables as never);
    await mutation.onSuccess(cart);
    const last = calls.at(-1);
    expect(`${last?.method} ${last?.url}`).toBe(request);
    expect(cart.totals.balance).toBe(1000);
    expect(dispatch).toHaveBeenCalledWith({ type: eventType, cart });
    expect(keys).toEqual(cartChanged);
    expect(mutation.successMessage).toBe(text);
  });

  it.each([
    ['addUserItems', cartMutations.addUserItems, { cart: { userId: 88, source: 'online' as const }, items: [] }, 'POST /api/v1/users/88/carts/online/items', messages.cartAdded],
    ['removeUserItem', cartMutations.removeUserItem, { cart: { userId: 88, source: 'online' as const }, cartItemId: 3 }, 'DELETE /api/v1/users/88/carts/online/items/3', messages.cartRemoved],
    ['applyCredits', cartMutations.applyCredits, { creditsToReserve: [{ amount: 300, type: 'general' as const }], cartSource: 'online' as const }, 'POST /api/credits/apply', messages.creditApplied],
  ])('%s reloads cartChanged keys without replacing the stored cart', async (_name, factory, variables, request, text) => {
    const { client, keys } = recorder();
    const dispatch = vi.fn();
    const mutation = (factory as typeof cartMutations.applyCredits)(api, client, { dispatch });
    await mutation.onSuccess();
    await mutation.mutationFn(variables as never);
    const last = calls.at(-1);
    expect(`${last?.method} ${last?.url}`).toBe(request);
    expect(keys).toEqual(cartChanged);
    expect(dispatch).not.toHaveBeenCalled();
    expect(mutation.successMessage).toBe(text);
  });

  it('works without a store', async () => {
    const { client, keys } = recorder();
    const mutation = cartMutations.add(api, client);
    mutation.onMutate();
    await mutation.onSuccess(await mutation.mutationFn({ items: [{ id: 5, type: 'activity' }] }));
    mutation.onSettled();
    expect(keys).toEqual(cartChanged);
  });

  it('maps failures to §8 texts', () => {
    const mutation = cartMutations.add(api, recorder().client);
    expect(mutation.errorMessage(new ApiError(409, 'The session being booked is already full'))).toBe('The session being booked is already full');
    expect(mutation.errorMessage(new Error('boom'))).toBe('Something went wrong, please try again.');
    expect(toastErrorMessage(new ApiError(404, messages.notFound))).toBe(messages.notFound);
    expect(cartMutations.applyCredits(api, recorder().client).errorMessage(new ApiError(400, 'No credit'))).toBe('Credit amount could not be applied.');
  });
});

describe('cart mutations with query-core and the cart store (spec §4)', () => {
  it('sets the adding flag while pending, replaces the cart, syncs credit payments and invalidates the basket', async () => {
    const { api } = fakeApi(() => ({ status: 200, body: { data: cartWire(1000, 300) } }));
    const store = createCartStore<Cart>();
    store.dispatch({ type: 'paymentAdded', payment: { tenderType: 'credit', amount: 900 }, id: 'c1' });
    store.dispatch({ type: 'paymentAdded', payment: { tenderType: 'card', amount: 100 }, id: 'k1' });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const flags: boolean[] = [];
    const observer = new MutationObserver(queryClient, cartMutations.remove(api, queryClient, {
      checkoutAuth: true,
      dispatch: (event) => {
        store.dispatch(event);
        flags.push(store.state.current.flags.removingFromCart);
      },
    }));
    const cart = await observer.mutate({ cartItemIds: [71] });
    expect(store.state.current.cart).toEqual(cart);
    // Removing keeps only credit payments, clamped to the new cart's credit limit (300).
    expect(store.state.current.payments).toEqual([{ id: 'c1', tenderType: 'credit', amount: 300 }]);
    expect(flags).toEqual([true, true, false]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(cartChanged);
  });

  it('asks again for a basket whose first read was on its way when the basket changed, so the added item shows', async () => {
    const answers: Array<(items: number) => void> = [];
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(queryClient, {
      queryKey: cartKeys.checkout(null),
      queryFn: () => new Promise<number>((resolve) => answers.push(resolve)),
      staleTime: BASKET_FRESH_MS,
    });
    const seen: Array<number | undefined> = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    expect(answers).toHaveLength(1); // the read asked as the customer signed in
    const reloaded = invalidateKeys(queryClient, keysToInvalidate('cartChanged')); // the add has answered
    answers[0]?.(0); // the read asked before the add lands: an empty basket
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(1);
    await reloaded;
    expect(observer.getCurrentResult().data).toBe(1);
    expect(seen.at(-1)).toBe(1);
    unsubscribe();
  });

  it('asks no third time when the basket had an answer: query-core replaces the read on its way rather than joining it', async () => {
    let asked = 0;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery({ queryKey: cartKeys.checkout(null), queryFn: async () => 0 });
    const observer = new QueryObserver(queryClient, { queryKey: cartKeys.checkout(null), queryFn: async () => ++asked, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    await invalidateKeys(queryClient, keysToInvalidate('cartChanged'));
    expect(asked).toBe(2); // the mount's read, cancelled, and the invalidation's
    expect(observer.getCurrentResult().data).toBe(2);
    unsubscribe();
  });

  it('invalidateKeys settles when every invalidation does', async () => {
    const order: string[] = [];
    const client = { invalidateQueries: async ({ queryKey }: { queryKey: readonly unknown[] }) => void order.push(String(queryKey[0])) };
    await invalidateKeys(client, [['cart'], ['activities']]);
    expect(order).toEqual(['cart', 'activities']);
  });
});
