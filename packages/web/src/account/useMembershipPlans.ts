import {
  accountQueries,
  membershipBasketItem,
  membershipPurchase,
  membershipQueries,
  membershipState,
  venueDateSlug,
  type MembershipPlan,
} from '@courtside/core';
import type { MembershipPlanView } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useSession } from './session';
import { useBasketAdd } from './useBasketAdd';

/** A plan's length as the customer reads it ('12 months', 'rolling'). */
export const planLength = (plan: Pick<MembershipPlan, 'length'>, t: TFunction) =>
  plan.length ? t(`account.myAccount.memberships.length.${plan.length.unit}`, { count: plan.length.value }) : t('account.join.rolling');

/**
 * Membership plans offered online at a venue (GET /api/v1/memberships/plans) as ui's views: for a signed-in customer
 * each says what choosing it does (core's membershipPurchase on their memberships: join, change, renew); `add` puts a
 * plan in the customer's basket (spec §3 purchasable_type membership) with the spec §9 cart delay.
 */
export function useMembershipPlans(venueSlug: string | null, timeZone: string | null) {
  const { api } = useApp();
  const { t } = useTranslation();
  const { token } = useSession();
  const plans = useQuery(membershipQueries.plans(api, venueSlug));
  const held = useQuery({ ...accountQueries.memberships(api, token), throwOnError: false });
  const basket = useBasketAdd('online-joining');
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  // Which plans the customer holds today, by the venue's calendar: nothing is shown until its zone is known.
  const today = timeZone ? venueDateSlug(new Date(), timeZone) : null;
  const mine = (held.data ?? []).map((m) => ({ plan: m.plan, validFrom: m.validFrom, validTo: m.validTo }));
  const viewOf = (plan: NonNullable<typeof plans.data>[number], day: string): MembershipPlanView => ({
    key: plan.key,
    name: plan.name,
    description: plan.description,
    price: plan.price.formatted,
    length: planLength(plan, t),
    venueName: plan.venue?.name ?? null,
    discounts: plan.discounts.map((d) => ({ name: d.name, standard: d.standard?.formatted ?? null, member: d.member.formatted })),
    purchase: membershipPurchase(mine, plan.key, day),
    current: mine.some((m) => m.plan === plan.key && membershipState(m.validFrom, m.validTo, day) === 'active'),
  });
  const views = today === null ? [] : (plans.data ?? []).map((plan) => viewOf(plan, today));

  /**
   * Puts the plan in the basket of `owner` (default: the signed-in customer); true when it went in (a refusal is kept as
   * `error`, the server's message).
   */
  const addToBasket = async (key: string, owner?: number): Promise<boolean> => {
    if (pendingKey) return false;
    setPendingKey(key);
    // The owner is named per call: a customer who has just signed up has no auth user read yet.
    const done = await basket.add([membershipBasketItem(key)], owner);
    setPendingKey(null);
    return done;
  };

  return {
    state: plans.isPending || today === null ? ('loading' as const) : plans.isError ? ('error' as const) : ('ready' as const),
    retry: () => void plans.refetch(),
    plans: views,
    plan: (key: string) => (plans.data ?? []).find((p) => p.key === key) ?? null,
    signedIn: basket.signedIn,
    pendingKey,
    error: basket.error,
    addToBasket,
  };
}
