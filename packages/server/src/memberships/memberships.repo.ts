import { and, asc, eq, exists, inArray, isNull, or } from 'drizzle-orm';
import { membershipPlans, priceDiscounts, prices, venues, type VenueRow } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** A plan is offered at a venue when it is the plan's home venue, or the plan belongs to every venue. */
const offeredAt = (venueId: typeof venues.id | number) => or(isNull(membershipPlans.venueId), eq(membershipPlans.venueId, venueId));

/** Spec §7 GET /venues/online-joining: the tenant's venues where some plan can be joined online, by name. */
export function listJoiningVenues(scope: TenantDb): Promise<VenueRow[]> {
  const { db, tenantId } = requireTenant(scope);
  const plan = db
    .select({ key: membershipPlans.key })
    .from(membershipPlans)
    .where(and(eq(membershipPlans.tenantId, tenantId), eq(membershipPlans.onlineJoining, true), offeredAt(venues.id)));
  return db.select().from(venues).where(and(eq(venues.tenantId, tenantId), exists(plan))).orderBy(asc(venues.name), asc(venues.id));
}

/** The plans offered for online joining (at `venueId`, or anywhere), in the operator's order, with their home venue. */
export function listJoiningPlans(scope: TenantDb, venueId: number | null) {
  const { db, tenantId } = requireTenant(scope);
  return db
    .select({
      key: membershipPlans.key, name: membershipPlans.name, description: membershipPlans.description, price: membershipPlans.price,
      lengthValue: membershipPlans.lengthValue, lengthUnit: membershipPlans.lengthUnit, venueName: venues.name, venueSlug: venues.slug,
    })
    .from(membershipPlans)
    .leftJoin(venues, and(eq(venues.tenantId, membershipPlans.tenantId), eq(venues.id, membershipPlans.venueId)))
    .where(and(eq(membershipPlans.tenantId, tenantId), eq(membershipPlans.onlineJoining, true), venueId === null ? undefined : offeredAt(venueId)))
    .orderBy(asc(membershipPlans.position), asc(membershipPlans.key));
}
export type JoiningPlanRow = Awaited<ReturnType<typeof listJoiningPlans>>[number];

/** Membership discounts (what members of each plan pay instead of a price's standard amount), by plan, cheapest first. */
export function listDiscounts(scope: TenantDb, planKeys: readonly string[]) {
  const { db, tenantId } = requireTenant(scope);
  if (planKeys.length === 0) return Promise.resolve([]);
  return db
    .select({ plan: priceDiscounts.membershipPlan, name: prices.name, standard: prices.amount, member: priceDiscounts.amount, currency: prices.currency })
    .from(priceDiscounts)
    .innerJoin(prices, and(eq(prices.tenantId, priceDiscounts.tenantId), eq(prices.id, priceDiscounts.priceId)))
    .where(and(eq(priceDiscounts.tenantId, tenantId), inArray(priceDiscounts.membershipPlan, [...planKeys])))
    .orderBy(asc(prices.name));
}
