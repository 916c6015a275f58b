import type { ApiClient } from '../api/createApiClient';
import { basketFirstViewPatterns } from './basketPages';
import { accountQueries } from './accountQueries';
import type { Read } from './accountReads';
import { basketVenueToSelect } from '../cart/basketVenue';
import { cartQueries } from './cartQueries';
import { firstReads } from './routeReads';

/** What a basket page's reads depend on beyond its path: who books, and the venue already chosen. */
export interface BasketPageInput {
  /** The linked member the customer books for (spec §2 selected user); the server draws only a customer's own. */
  selectedUserId?: number | null;
  /** The venue the customer has chosen (spec §2 selected venue), if any. */
  selectedVenue: string | null;
  /** The signed-in customer's session: a basket page is read only for one. */
  token: string;
}

/**
 * Reads what a basket page with a first view shows, with `read`: the basket (the signed-in customer's, or the linked
 * member's they book for), then, when it makes its first item's venue the selected one (`basketVenueToSelect`), that
 * venue's theme and footer, which the page is drawn in; beside it the signed-in user and their linked members, which the
 * header and the booking-for banner show. Settles with that venue (null: none to select, or the basket could not be
 * read), once the user's reads have settled too. Null on any other page.
 */
export function readBasketPage(read: Read, api: ApiClient, pathname: string, { selectedUserId = null, selectedVenue, token }: BasketPageInput): Promise<string | null> | null {
  if (!basketFirstViewPatterns.includes(pathname)) return null;
  const user = read(accountQueries.authUser(api, token)).then((signedIn) => read(accountQueries.linkedUsers(api, signedIn.id)));
  const basket = read(cartQueries.checkoutCart(api, { selectedUserId })).then(
    async (cart) => {
      const venue = basketVenueToSelect(selectedVenue, cart.items);
      if (venue === null) return null;
      const shell = firstReads(api, pathname, {}, venue);
      await Promise.allSettled([read(shell.theme), read(shell.footer)]);
      return venue;
    },
    () => null,
  );
  return Promise.allSettled([basket, user]).then(() => basket);
}
