import { isCheckoutRoute } from '@courtside/core';
import { useLocation } from 'react-router-dom';
import { useSession } from '../account/session';

/**
 * Spec §2/§6 third-party checkout: on /checkout/{checkoutId} the calls carry the checkout auth token (from the link's
 * token parameter) instead of a login. Answers whether this page is such a checkout and whether it has its token.
 */
export function useCheckoutAuth(): { checkoutAuth: boolean; hasToken: boolean } {
  const { pathname } = useLocation();
  const { token, checkoutToken } = useSession();
  const checkoutAuth = isCheckoutRoute(pathname);
  return { checkoutAuth, hasToken: Boolean(checkoutAuth ? checkoutToken : token) };
}
