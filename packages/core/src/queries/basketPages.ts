// The basket pages with a first view, apart from their reads (basketReads.ts), so the app's entry knows them without
// carrying the cart's queries.
import { bookingsPaths } from '../routing/paths';

/**
 * The bookings site's pages whose first view the server draws for the signed-in customer (spec §2 /basket and
 * /basket/checkout): their basket, and the checkout's summary beside it. The card step is prepared by the app once it
 * has taken the page over (preparing a payment session is a write, never made to draw a page).
 */
export const basketFirstViewPatterns: readonly string[] = [bookingsPaths.basket(), bookingsPaths.basketCheckout()];
