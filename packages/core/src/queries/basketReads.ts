import type { ApiClient } from '../api/createApiClient';
import { bookingsPaths } from '../routing/paths';
import type { Read } from './accountReads';
import { cartQueries } from './cartQueries';

/**
 * The bookings site's pages whose first view the server draws for the signed-in customer (spec §2 /basket and
 * /basket/checkout): their basket, and the checkout's summary beside it. The card step is prepared by the app once it
 * has taken the page over (preparing a payment session is a write, never made to draw a page).
 */
export const basketFirstViewPatterns: readonly string[] = [bookingsPaths.basket(), bookingsPaths.basketCheckout()];

/**
 * Reads the basket a basket page with a first view shows, with `read`: the signed-in customer's, or the linked member's
 * they book for (`selectedUserId`; the server draws only a customer's own); settles when it has. Null on any other page.
 */
export function readBasketPage(read: Read, api: ApiClient, pathname: string, selectedUserId: number | null = null): Promise<void> | null {
  if (!basketFirstViewPatterns.includes(pathname)) return null;
  return Promise.allSettled([read(cartQueries.checkoutCart(api, { selectedUserId }))]).then(() => undefined);
}
