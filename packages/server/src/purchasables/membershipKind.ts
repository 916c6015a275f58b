import { membershipLengthText, membershipPurchase, membershipRefusal, membershipTerm, messages, venueDateSlug, type HeldMembership, type MembershipLength } from '@courtside/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { fieldError } from '../auth/fieldError';
import { cartItems, customerMemberships, membershipPlans, membershipUsers, tenants, venues, type CartItemRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import { plainView, type PurchasableKind } from './purchasable';

const texts = messages.memberships;
const DEFAULT_ZONE = 'Europe/London';

/** A plan of the tenant by key, with the time zone whose day its terms count in (its venue's, or the default). */
async function findPlan(scope: TenantDb, key: string) {
  const [row] = await scope.db
    .select({
      key: membershipPlans.key, name: membershipPlans.name, price: membershipPlans.price, onlineJoining: membershipPlans.onlineJoining,
      venueId: membershipPlans.venueId, lengthValue: membershipPlans.lengthValue, lengthUnit: membershipPlans.lengthUnit,
      timezone: sql<string>`coalesce(${venues.timezone}, ${DEFAULT_ZONE})`, currency: tenants.currencyCode, joiningEnabled: tenants.onlineJoiningEnabled,
    })
    .from(membershipPlans)
    .innerJoin(tenants, eq(tenants.id, membershipPlans.tenantId))
    .leftJoin(venues, and(eq(venues.tenantId, membershipPlans.tenantId), eq(venues.id, membershipPlans.venueId)))
    .where(scope.owned(membershipPlans, eq(membershipPlans.key, key)));
  return row;
}
type Plan = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

const lengthOf = (plan: Pick<Plan, 'lengthValue' | 'lengthUnit'>): MembershipLength =>
  plan.lengthValue !== null && plan.lengthUnit !== null ? { value: plan.lengthValue, unit: plan.lengthUnit } : null;

async function heldBy(scope: TenantDb, userId: number): Promise<HeldMembership[]> {
  return scope.db
    .select({ plan: customerMemberships.membershipPlan, validFrom: customerMemberships.validFrom, validTo: customerMemberships.validTo })
    .from(customerMemberships)
    .where(scope.owned(customerMemberships, eq(customerMemberships.userId, userId)));
}

/**
 * Memberships as a purchasable (purchasable_type membership, purchasable_id the plan key): core's `membershipPurchase`
 * says whether it is a new membership, a change of plan or a renewal for the attendee (the same plan current, or held
 * before and lapsed: my-account's Renew); joining and changing need online joining on and a plan offered online, a
 * rolling plan has nothing to renew. One per attendee in a basket; settling
 * writes the term core's `membershipTerm` gives (a change ends the other plans the day before).
 */
export const membershipKind: PurchasableKind = {
  type: 'membership',
  /** A new membership, a change of plan or a renewal, as the line was added (its details say which). */
  view: plainView((line) => line.details?.cartableType === 'membership_change' || line.details?.cartableType === 'membership_renewal' ? line.details.cartableType : 'membership'),

  async check(scope, item, attendeeId, now, field) {
    const plan = typeof item.purchasable_id === 'string' ? await findPlan(scope, item.purchasable_id) : undefined;
    if (!plan) throw new HttpError(404, messages.notFound);
    if (item.quantity !== 1) throw fieldError(`${field}.quantity`, texts.oneAtATime);
    const held = await heldBy(scope, attendeeId);
    const today = venueDateSlug(now, plan.timezone);
    const purchase = membershipPurchase(held, plan.key, today);
    if (purchase !== 'membership_renewal' && !plan.joiningEnabled) throw fieldError(field, texts.joiningDisabled);
    const refusal = membershipRefusal(purchase, { key: plan.key, onlineJoining: plan.onlineJoining, length: lengthOf(plan) }, held, today);
    if (refusal) throw fieldError(field, texts[refusal]);
    return {
      line: {
        purchasableId: plan.key, occurrenceId: null, name: plan.name, unitPrice: plan.price, standardUnitPrice: plan.price, currency: plan.currency,
        benefitApplied: false, ticketId: null, details: { cartableType: purchase, newMembership: plan.name, length: membershipLengthText(lengthOf(plan)) },
      },
      claimData: null,
      lockKey: 0,
    };
  },

  /** One membership per attendee per basket: a second would buy two terms of which only one can be in force. */
  async claim(scope, hold) {
    const [line] = await scope.db.select({ cartId: cartItems.cartId }).from(cartItems).where(scope.owned(cartItems, eq(cartItems.id, hold.cartItemId)));
    const others = await scope.db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(scope.owned(cartItems, eq(cartItems.cartId, line!.cartId), eq(cartItems.purchasableType, 'membership'), eq(cartItems.purchasedForUserId, hold.attendeeId), ne(cartItems.id, hold.cartItemId)));
    if (others.length > 0) throw fieldError(hold.field, texts.onePerAttendee);
  },

  async changeQuantity(_scope, _line, hold) {
    if (hold.quantity !== 1) throw fieldError(hold.field, texts.oneAtATime);
  },

  async release() {},

  async extend() {
    return true;
  },

  /** The term is worked out again at the sale (the day may have turned); a plan withdrawn since rolls the order back. */
  async settle(scope, lines: readonly CartItemRow[], _orderId, now) {
    for (const line of lines) {
      const plan = await findPlan(scope, line.purchasableId);
      if (!plan) return false;
      const userId = line.purchasedForUserId;
      const held = await heldBy(scope, userId);
      const today = venueDateSlug(now, plan.timezone);
      const purchase = membershipPurchase(held, plan.key, today);
      const term = membershipTerm(purchase, held, plan.key, lengthOf(plan), today);
      if (term.endsOthersOn !== null) {
        const others = held.filter((m) => m.plan !== plan.key && (m.validTo === null || m.validTo >= today)).map((m) => m.plan);
        if (others.length) {
          await scope.db
            .update(customerMemberships)
            .set({ validTo: term.endsOthersOn })
            .where(scope.owned(customerMemberships, eq(customerMemberships.userId, userId), inArray(customerMemberships.membershipPlan, others)));
        }
      }
      const row = { tenantId: scope.tenantId, userId, membershipPlan: plan.key, validFrom: term.validFrom, validTo: term.validTo };
      await scope.db.insert(customerMemberships).values(row).onConflictDoUpdate({ target: [customerMemberships.userId, customerMemberships.membershipPlan], set: { validFrom: row.validFrom, validTo: row.validTo } });
      // Spec §3 membershipUser: a member has a membership record; its home venue is the plan's (kept if one is set).
      await scope.db.insert(membershipUsers).values({ tenantId: scope.tenantId, userId, homeVenueId: plan.venueId }).onConflictDoNothing({ target: membershipUsers.userId });
    }
    return true;
  },

  async describe() {
    return new Map();
  },
};
