import { basketFirstViewPatterns, cartKeys, type Cart } from '@courtside/core';
import type { QueryClient } from '@tanstack/react-query';
import { selectBasketVenue } from '../hooks/useSelectBasketVenue';
import type { AppContextValue } from './context';
import { showBasket } from './signedInState';

// What a signed-in customer's first view needs settled before it is drawn (the server's renderer, ssr.tsx) and before
// the app takes it over (main.tsx), loaded only for such a view: the stores the page's first effects would change,
// changed with what the page carries, so the view is drawn as those effects leave it and nothing is drawn again.

/**
 * On a basket page, the basket's venue selected when none is chosen (useSelectBasketVenue); on every page with the
 * customer's basket read, the header's count and total (the signed-in shell's).
 */
export function settleCustomerView(context: Pick<AppContextValue, 'selectedVenue' | 'session' | 'signedIn'>, queryClient: QueryClient, pathname: string): void {
  const basket = queryClient.getQueryData<Cart>(cartKeys.checkout(context.session.selectedUserId));
  if (basketFirstViewPatterns.includes(pathname)) selectBasketVenue(context.selectedVenue, basket);
  showBasket(context.signedIn, basket);
}
