import { addDays } from '../time/calendar';
import type { MembershipState } from '../contract/accountProducts';
import { membershipState, packageExpiresAt } from './holdings';

/** A plan's length (spec §3 membership length); null: it rolls on until cancelled. */
export type MembershipLength = { value: number; unit: 'day' | 'week' | 'month' | 'year' } | null;
/** A membership the attendee holds (its plan key and term, YYYY-MM-DD). */
export interface HeldMembership {
  plan: string;
  validFrom: string;
  validTo: string | null;
}
/** Spec §3 server-side item types for buying a membership: a new one, a change of plan, a renewal of the same plan. */
export type MembershipPurchase = 'membership' | 'membership_change' | 'membership_renewal';

/** Memberships not yet over on `today` (in force or still to start). */
const current = (held: readonly HeldMembership[], today: string) => held.filter((m) => membershipState(m.validFrom, m.validTo, today) !== 'expired');

/**
 * Which purchase buying `plan` is for someone holding `held` on `today`: the same plan still current renews it; another
 * plan still current is a change; with nothing current, a plan held before (now lapsed) renews it and any other is a
 * new membership.
 */
export function membershipPurchase(held: readonly HeldMembership[], plan: string, today: string): MembershipPurchase {
  const now = current(held, today);
  if (now.some((m) => m.plan === plan)) return 'membership_renewal';
  if (now.length > 0) return 'membership_change';
  return held.some((m) => m.plan === plan) ? 'membership_renewal' : 'membership';
}

/**
 * Why this purchase may not be made (a key of core's `messages.memberships`), or null: a rolling membership cannot be
 * renewed (neither one held with no end nor a plan with no length has a term to add), and only plans offered for online
 * joining are joined or changed to online (a renewal keeps the plan held, so it may renew one sold only in person).
 */
export function membershipRefusal(
  purchase: MembershipPurchase,
  plan: { key: string; onlineJoining: boolean; length?: MembershipLength },
  held: readonly HeldMembership[],
  today: string,
): 'rolling' | 'notOffered' | null {
  if (purchase === 'membership_renewal') {
    const heldRolling = current(held, today).some((m) => m.plan === plan.key && m.validTo === null);
    return heldRolling || plan.length === null ? 'rolling' : null;
  }
  return plan.onlineJoining ? null : 'notOffered';
}

/**
 * Whether my-account offers to renew this membership (spec §2 Memberships: renewal): it has an end, and it is due for
 * renewal, or it has lapsed while no other membership is current (renewing then would otherwise change the plan held).
 */
export function renewalOffered(
  membership: { status: MembershipState; validTo: string | null; renewalDue: boolean },
  all: ReadonlyArray<{ status: MembershipState }>,
): boolean {
  if (membership.validTo === null) return false;
  if (membership.renewalDue) return true;
  return membership.status === 'expired' && all.every((m) => m.status === 'expired');
}

/** The last day of a term of `length` starting on `validFrom` (inclusive); null for a rolling plan. */
export function membershipTermEnd(validFrom: string, length: MembershipLength): string | null {
  if (!length) return null;
  const expiry = length.unit === 'week' ? { value: length.value * 7, unit: 'day' as const } : { value: length.value, unit: length.unit };
  const after = packageExpiresAt(new Date(`${validFrom}T00:00:00Z`), expiry)!;
  return addDays(after.toISOString().slice(0, 10), -1);
}

/**
 * The term a purchase gives on `today`: a renewal starts the day after the renewed term ends (nothing is lost by
 * renewing early), or today when it has lapsed; a new membership or a change starts today. A change also ends the other current plans yesterday.
 */
export function membershipTerm(purchase: MembershipPurchase, held: readonly HeldMembership[], plan: string, length: MembershipLength, today: string) {
  const renewed = purchase === 'membership_renewal' ? current(held, today).find((m) => m.plan === plan && m.validTo !== null) : undefined;
  const validFrom = renewed ? addDays(renewed.validTo!, 1) : today;
  return {
    validFrom: renewed ? renewed.validFrom : validFrom,
    validTo: membershipTermEnd(validFrom, length),
    endsOthersOn: purchase === 'membership_change' ? addDays(today, -1) : null,
  };
}

/** A plan's length as the basket and pricing show it ('12 months', 'Rolling'). */
export function membershipLengthText(length: MembershipLength): string {
  if (!length) return 'Rolling';
  return `${length.value} ${length.unit}${length.value === 1 ? '' : 's'}`;
}

/** The basket item that buys a membership plan for the attendee (spec §3 purchasable_type membership; one at a time). */
export function membershipBasketItem(planKey: string) {
  return { purchasableId: planKey, purchasableType: 'membership' as const, quantity: 1 };
}
