import { ApiError, selectUser, staffMay } from '@courtside/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthUser } from '../account/useAccount';
import { useCart } from '../checkout/useCart';
import { useApp } from './context';
import { forgetSignedIn } from './signedInState';

/**
 * The shell's part of a signed-in session, loaded once there is one (ShellHeader): reads the basket (kept in the cart
 * store, its released holds told) and the signed-in user (re-checked every 5 s), and keeps what the header shows of
 * them (signedInState.ts). A selected user who is no longer linked makes every call answer 403: it acts for oneself
 * again and retries whatever failed meanwhile (the shell's own reads included). Draws nothing.
 */
export default function SignedInShell() {
  const { session, signedIn } = useApp();
  const queryClient = useQueryClient();
  const { cart } = useCart();
  const authUser = useAuthUser();
  const staffRole = authUser.data?.staffRole ?? null;
  const [basketCount, basketTotal, isStaff] = [cart?.totals.itemCount ?? 0, cart?.totals.formattedTotal ?? '', Boolean(staffRole)];
  // Payment settings are a super user's: no other staff member gets the link.
  const configuresPayments = staffMay(staffRole, 'configurePayments');
  useEffect(() => {
    Object.assign(signedIn, { basketCount, basketTotal, isStaff, configuresPayments });
  }, [signedIn, basketCount, basketTotal, isStaff, configuresPayments]);
  useEffect(() => () => forgetSignedIn(signedIn), [signedIn]);

  const refused = authUser.error instanceof ApiError && authUser.error.status === 403;
  useEffect(() => {
    if (!refused || session.selectedUserId === null) return;
    selectUser(session, null);
    void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
  }, [refused, session, queryClient]);
  return null;
}
