import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  customerMemberships,
  customerPackages,
  guestPasses,
  membershipPlans,
  packages,
  prices,
  pricingOptions,
  venues,
} from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** The zone a holding's day is counted in when it belongs to no venue (every venue of the operator). */
const DEFAULT_ZONE = 'Europe/London';

/** The memberships a customer holds, newest first, with their plan and home venue. */
export async function listMemberships(scope: TenantDb, userId: number) {
  const { db, tenantId } = requireTenant(scope);
  return db
    .select({
      plan: customerMemberships.membershipPlan,
      validFrom: customerMemberships.validFrom,
      validTo: customerMemberships.validTo,
      name: membershipPlans.name,
      description: membershipPlans.description,
      lengthValue: membershipPlans.lengthValue,
      lengthUnit: membershipPlans.lengthUnit,
      price: membershipPlans.price,
      venueName: venues.name,
      venueSlug: venues.slug,
      timezone: sql<string>`coalesce(${venues.timezone}, ${DEFAULT_ZONE})`,
    })
    .from(customerMemberships)
    .innerJoin(membershipPlans, and(eq(membershipPlans.tenantId, customerMemberships.tenantId), eq(membershipPlans.key, customerMemberships.membershipPlan)))
    .leftJoin(venues, and(eq(venues.tenantId, membershipPlans.tenantId), eq(venues.id, membershipPlans.venueId)))
    .where(and(eq(customerMemberships.tenantId, tenantId), eq(customerMemberships.userId, userId)))
    .orderBy(desc(customerMemberships.validFrom), asc(membershipPlans.position));
}
export type MembershipRow = Awaited<ReturnType<typeof listMemberships>>[number];

/** A package with its price and venue, as the catalogue and the customer's holdings show it. */
const packageColumns = {
  id: packages.id,
  name: packages.name,
  friendlyName: packages.friendlyName,
  description: packages.description,
  venueRestriction: packages.venueRestriction,
  usages: packages.usages,
  contentPricingOptionIds: packages.contentPricingOptionIds,
  expiryValue: packages.expiryValue,
  expiryUnit: packages.expiryUnit,
  pricingOption: { id: pricingOptions.id, name: pricingOptions.name, reference: pricingOptions.reference },
  amount: prices.amount,
  currency: prices.currency,
  venueName: venues.name,
  venueSlug: venues.slug,
};
/** The tenant's packages matching `where`, with price and venue. */
async function selectPackages(scope: TenantDb, where: SQL) {
  const { db, tenantId } = requireTenant(scope);
  return db
    .select(packageColumns)
    .from(packages)
    .innerJoin(pricingOptions, and(eq(pricingOptions.tenantId, packages.tenantId), eq(pricingOptions.id, packages.pricingOptionId)))
    .innerJoin(prices, and(eq(prices.tenantId, pricingOptions.tenantId), eq(prices.id, pricingOptions.priceId)))
    .innerJoin(venues, and(eq(venues.tenantId, packages.tenantId), eq(venues.id, packages.venueId)))
    .where(and(eq(packages.tenantId, tenantId), where));
}
export type PackageRow = Awaited<ReturnType<typeof selectPackages>>[number];

/** A package offered at a venue (spec §7 promotions packages), or undefined for another venue's or tenant's. */
export async function findVenuePackage(scope: TenantDb, venueSlug: string, packageId: number): Promise<PackageRow | undefined> {
  const [row] = await selectPackages(scope, and(eq(packages.id, packageId), eq(venues.slug, venueSlug))!);
  return row;
}

/** The packages a customer bought, newest first, each with its package. */
export async function listCustomerPackages(scope: TenantDb, userId: number) {
  const { db, tenantId } = requireTenant(scope);
  const held = await db
    .select()
    .from(customerPackages)
    .where(and(eq(customerPackages.tenantId, tenantId), eq(customerPackages.userId, userId)))
    .orderBy(desc(customerPackages.purchasedAt), desc(customerPackages.id));
  if (held.length === 0) return [];
  const rows = await selectPackages(scope, inArray(packages.id, [...new Set(held.map((h) => h.packageId))]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return held.map((h) => ({ held: h, pkg: byId.get(h.packageId)! }));
}

/** The pricing options (id, name, reference) a set of packages' contents name. */
export async function contentOptions(scope: TenantDb, ids: readonly number[]) {
  const { db, tenantId } = requireTenant(scope);
  if (ids.length === 0) return new Map<number, { id: number; name: string; reference: string }>();
  const rows = await db
    .select({ id: pricingOptions.id, name: pricingOptions.name, reference: pricingOptions.reference })
    .from(pricingOptions)
    .where(and(eq(pricingOptions.tenantId, tenantId), inArray(pricingOptions.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The customer's guest passes (latest first), with their venue and its zone. */
export async function listGuestPasses(scope: TenantDb, userId: number) {
  const { db, tenantId } = requireTenant(scope);
  return db
    .select({
      id: guestPasses.id,
      reference: guestPasses.reference,
      guestName: guestPasses.guestName,
      validFrom: guestPasses.validFrom,
      validTo: guestPasses.validTo,
      usedAt: guestPasses.usedAt,
      venueName: venues.name,
      venueSlug: venues.slug,
      timezone: venues.timezone,
    })
    .from(guestPasses)
    .innerJoin(venues, and(eq(venues.tenantId, guestPasses.tenantId), eq(venues.id, guestPasses.venueId)))
    .where(and(eq(guestPasses.tenantId, tenantId), eq(guestPasses.userId, userId)))
    .orderBy(desc(guestPasses.validTo), desc(guestPasses.id));
}

/** Whether any venue of the tenant offers guest passes online (spec §6: optional per venue). */
export async function guestPassesOffered(scope: TenantDb): Promise<boolean> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.tenantId, tenantId), eq(venues.onlineGuestPassesEnabled, true)))
    .limit(1);
  return Boolean(row);
}

/** The tenant's venues selling guest passes online (enabled, with a price), by name. */
export function guestPassOffers(scope: TenantDb) {
  const { db, tenantId } = requireTenant(scope);
  return db
    .select({ name: venues.name, slug: venues.slug, price: venues.guestPassPrice })
    .from(venues)
    .where(and(eq(venues.tenantId, tenantId), eq(venues.onlineGuestPassesEnabled, true), isNotNull(venues.guestPassPrice)))
    .orderBy(asc(venues.name));
}
