import type { PriceFacts } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { anyOf, compiled, intArray, param } from '../db/compiled';
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
  /** Prices already read with the rows (an occurrence's own): not read again. */
  knownPrices?: ReadonlyMap<number, PriceFacts>;
}

type ByIds = { tenantId: number; ids: string };

/** The reads of `loadReferences`, built once (every page and every add asks for some of them). */
const statements = {
  locations: compiled<{ tenantId: number; venueId: number }, Array<{ id: number; name: string; parentId: number | null }>>((db) =>
    db.select({ id: locations.id, name: locations.name, parentId: locations.parentId }).from(locations).where(and(eq(locations.tenantId, param('tenantId')), eq(locations.venueId, param('venueId')))),
  ),
  instructors: compiled<ByIds, Array<{ id: number; name: string }>>((db) =>
    db.select({ id: instructors.id, name: instructors.name }).from(instructors).where(and(eq(instructors.tenantId, param('tenantId')), anyOf(instructors.id, 'ids'))),
  ),
  tags: compiled<ByIds, Array<{ id: number; name: string }>>((db) => db.select({ id: tags.id, name: tags.name }).from(tags).where(and(eq(tags.tenantId, param('tenantId')), anyOf(tags.id, 'ids')))),
  // Each price with its membership discounts, one row per discount (or one with none).
  prices: compiled<ByIds, Array<{ price: PriceRow; plan: string | null; discount: number | null }>>((db) =>
    db
      .select({ price: prices, plan: priceDiscounts.membershipPlan, discount: priceDiscounts.amount })
      .from(prices)
      .leftJoin(priceDiscounts, and(eq(priceDiscounts.tenantId, prices.tenantId), eq(priceDiscounts.priceId, prices.id)))
      .where(and(eq(prices.tenantId, param('tenantId')), anyOf(prices.id, 'ids'))),
  ),
  restrictions: compiled<ByIds, Array<typeof restrictions.$inferSelect>>((db) => db.select().from(restrictions).where(and(eq(restrictions.tenantId, param('tenantId')), anyOf(restrictions.id, 'ids')))),
};

/**
 * Loads what `rows` refer to: the venue's locations, and the instructors, tags, prices and restrictions named. A caller
 * that only decides (the basket's checks: price, restrictions, bookable_action) asks without names, three queries fewer.
 */
export async function loadReferences(
  scope: TenantDb,
  venue: { id: number; name: string },
  rows: readonly Referring[],
  extraPriceIds: number[] = [],
  { names = true, knownPrices }: ReferenceOptions = {},
): Promise<References> {
  const { db, tenantId } = requireTenant(scope);
  const instructorIds = names ? unique(rows.flatMap((r) => r.instructorIds)) : [];
  const tagIds = names ? unique(rows.flatMap((r) => r.tagIds)) : [];
  const priceIds = unique([...rows.map((r) => r.priceId), ...extraPriceIds]).filter((id) => !knownPrices?.has(id));
  const restrictionIds = unique(rows.flatMap((r) => [r.waiverId, r.inductionId]));
  const [locationRows, instructorRows, tagRows, pricedRows, restrictionRows] = await Promise.all([
    names ? statements.locations(db, { tenantId, venueId: venue.id }) : [],
    instructorIds.length ? statements.instructors(db, { tenantId, ids: intArray(instructorIds) }) : [],
    tagIds.length ? statements.tags(db, { tenantId, ids: intArray(tagIds) }) : [],
    priceIds.length ? statements.prices(db, { tenantId, ids: intArray(priceIds) }) : [],
    restrictionIds.length ? statements.restrictions(db, { tenantId, ids: intArray(restrictionIds) }) : [],
  ]);
  return {
    venueName: venue.name,
    locations: new Map(locationRows.map((l) => [l.id, { name: l.name, parentId: l.parentId }])),
    instructors: new Map(instructorRows.map((i) => [i.id, i.name])),
    tags: new Map(tagRows.map((t) => [t.id, t.name])),
    prices: new Map([...(knownPrices ?? []), ...pricesOf(pricedRows)]),
    restrictions: new Map(
      restrictionRows
        .filter((r) => r.type === 'pre-purchase-waiver' || r.type === 'pre-purchase-induction')
        .map((r) => [r.id, { id: r.id, name: r.name, type: r.type as 'pre-purchase-waiver' | 'pre-purchase-induction' }]),
    ),
  };
}
