import { basketFirstViewPatterns, cartKeys, type Cart } from '@courtside/core';
import type { QueryClient } from '@tanstack/react-query';
import { selectBasketVenue } from '../hooks/useSelectBasketVenue';
import type { AppContextValue } from './context';
import type { SignedInState } from './signedInState';

// What a signed-in customer's first view needs settled before it is drawn (the server's renderer, ssr.tsx) and before
// the app takes it over (main.tsx), loaded only for such a view: the stores the page's first effects would change,
// changed with what the page carries, so the view is drawn as those effects leave it and nothing is drawn again.

/**
 * The header's basket as the basket read says it (its count and total), as the signed-in shell keeps it, so the header
 * shows the basket at once and is not drawn again when the shell's read agrees.
 */
function showBasket(state: SignedInState, basket: Cart | undefined): void {
  if (basket) Object.assign(state, { basketCount: basket.totals.itemCount, basketTotal: basket.totals.formattedTotal });
}

/**
 * On a basket page, the basket's venue selected when none is chosen (useSelectBasketVenue); on every page with the
 * customer's basket read, the header's count and total (the signed-in shell's).
 */
export function settleCustomerView(context: Pick<AppContextValue, 'selectedVenue' | 'session' | 'signedIn'>, queryClient: QueryClient, pathname: string): void {
  const basket = queryClient.getQueryData<Cart>(cartKeys.checkout(context.session.selectedUserId));
  if (basketFirstViewPatterns.includes(pathname)) selectBasketVenue(context.selectedVenue, basket);
  showBasket(context.signedIn, basket);
}
