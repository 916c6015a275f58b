import { bookingsPaths, membershipBasketItem, renewalOffered, type AccountMembership } from '@courtside/core';
import type { HoldingAction } from '@courtside/ui';
import { useNavigate } from 'react-router-dom';
import { useBasketAdd } from './useBasketAdd';

/**
 * Renewing a membership from my-account (spec §2 basket: membership renewal card): Renew puts the plan in the
 * customer's basket — the server takes it as a renewal of the one held — and opens the basket, where it is paid for
 * like anything else. `action` is the Renew button of a membership core's renewalOffered allows, else null.
 */
export function useMembershipRenewal(all: readonly AccountMembership[]) {
  const basket = useBasketAdd('online');
  const navigate = useNavigate();
  const renew = async (plan: string) => {
    if (await basket.add([membershipBasketItem(plan)])) void navigate(bookingsPaths.basket());
  };
  const action = (m: AccountMembership, label: string): HoldingAction | null =>
    renewalOffered(m, all) ? { label, onAction: () => void renew(m.plan), pending: basket.pending } : null;
  return { action, error: basket.error };
}
