import type { PriceFacts } from '@courtside/core';
import { and, eq, inArray } from 'drizzle-orm';
import { instructors, locations, priceDiscounts, prices, restrictions, tags, type OccurrenceRow, type PriceRow } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** The names and prices occurrences point at, resolved once for a whole list. */
export interface References {
  venueName: string;
  locations: Map<number, { name: string; parentId: number | null }>;
  instructors: Map<number, string>;
  tags: Map<number, string>;
  prices: Map<number, PriceFacts>;
  restrictions: Map<number, { id: number; name: string; type: 'pre-purchase-waiver' | 'pre-purchase-induction' }>;
}

const unique = (values: Array<number | null | undefined>) => [...new Set(values.filter((v): v is number => typeof v === 'number'))];

/** Price rows joined with their discounts (one row per discount, plan null when there is none) as core's PriceFacts. */
function pricesOf(rows: ReadonlyArray<{ price: PriceRow; plan: string | null; discount: number | null }>): Map<number, PriceFacts> {
  const facts = new Map<number, PriceFacts & { discounts: Array<{ plan: string; amount: number }> }>();
  for (const { price, plan, discount } of rows) {
    let fact = facts.get(price.id);
    if (!fact) facts.set(price.id, (fact = { amount: price.amount, currency: price.currency, discounts: [] }));
    if (plan !== null && discount !== null) fact.discounts.push({ plan, amount: discount });
  }
  return facts;
}

type Referring = Pick<OccurrenceRow, 'instructorIds' | 'tagIds' | 'priceId' | 'waiverId' | 'inductionId'>;

/** What a caller needs besides prices and restrictions: `names` false leaves locations, instructors and tags empty. */
export interface ReferenceOptions {
  names?: boolean;
}

/**
 * Loads what `rows` refer to: the venue's locations, and the instructors, tags, prices and restrictions named. A caller
 * that only decides (the basket's checks: price, restrictions, bookable_action) asks without names, three queries fewer.
 */
export async function loadReferences(
  scope: TenantDb,
  venue: { id: number; name: string },
  rows: readonly Referring[],
  extraPriceIds: number[] = [],
  { names = true }: ReferenceOptions = {},
): Promise<References> {
  const { db, tenantId } = requireTenant(scope);
  const instructorIds = names ? unique(rows.flatMap((r) => r.instructorIds)) : [];
  const tagIds = names ? unique(rows.flatMap((r) => r.tagIds)) : [];
  const priceIds = unique([...rows.map((r) => r.priceId), ...extraPriceIds]);
  const restrictionIds = unique(rows.flatMap((r) => [r.waiverId, r.inductionId]));
  const [locationRows, instructorRows, tagRows, pricedRows, restrictionRows] = await Promise.all([
    names ? db.select({ id: locations.id, name: locations.name, parentId: locations.parentId }).from(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.venueId, venue.id))) : [],
    instructorIds.length ? db.select({ id: instructors.id, name: instructors.name }).from(instructors).where(and(eq(instructors.tenantId, tenantId), inArray(instructors.id, instructorIds))) : [],
    tagIds.length ? db.select({ id: tags.id, name: tags.name }).from(tags).where(and(eq(tags.tenantId, tenantId), inArray(tags.id, tagIds))) : [],
    // Each price with its membership discounts, one row per discount (or one with none).
    priceIds.length
      ? db
          .select({ price: prices, plan: priceDiscounts.membershipPlan, discount: priceDiscounts.amount })
          .from(prices)
          .leftJoin(priceDiscounts, and(eq(priceDiscounts.tenantId, prices.tenantId), eq(priceDiscounts.priceId, prices.id)))
          .where(and(eq(prices.tenantId, tenantId), inArray(prices.id, priceIds)))
      : [],
    restrictionIds.length ? db.select().from(restrictions).where(and(eq(restrictions.tenantId, tenantId), inArray(restrictions.id, restrictionIds))) : [],
  ]);
  return {
    venueName: venue.name,
    locations: new Map(locationRows.map((l) => [l.id, { name: l.name, parentId: l.parentId }])),
    instructors: new Map(instructorRows.map((i) => [i.id, i.name])),
    tags: new Map(tagRows.map((t) => [t.id, t.name])),
    prices: pricesOf(pricedRows),
    restrictions: new Map(
      restrictionRows
        .filter((r) => r.type === 'pre-purchase-waiver' || r.type === 'pre-purchase-induction')
        .map((r) => [r.id, { id: r.id, name: r.name, type: r.type as 'pre-purchase-waiver' | 'pre-purchase-induction' }]),
    ),
  };
}
