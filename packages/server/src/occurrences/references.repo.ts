import type { PriceFacts } from '@courtside/core';
import { and, eq, inArray } from 'drizzle-orm';
import { instructors, locations, priceDiscounts, prices, restrictions, tags, type OccurrenceRow } from '../db/schema';
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

type Referring = Pick<OccurrenceRow, 'instructorIds' | 'tagIds' | 'priceId' | 'waiverId' | 'inductionId'>;

/** Loads what `rows` refer to: the venue's locations, and the instructors, tags, prices and restrictions named. */
export async function loadReferences(scope: TenantDb, venue: { id: number; name: string }, rows: readonly Referring[], extraPriceIds: number[] = []): Promise<References> {
  const { db, tenantId } = requireTenant(scope);
  const instructorIds = unique(rows.flatMap((r) => r.instructorIds));
  const tagIds = unique(rows.flatMap((r) => r.tagIds));
  const priceIds = unique([...rows.map((r) => r.priceId), ...extraPriceIds]);
  const restrictionIds = unique(rows.flatMap((r) => [r.waiverId, r.inductionId]));
  const [locationRows, instructorRows, tagRows, priceRows, discountRows, restrictionRows] = await Promise.all([
    db.select({ id: locations.id, name: locations.name, parentId: locations.parentId }).from(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.venueId, venue.id))),
    instructorIds.length ? db.select({ id: instructors.id, name: instructors.name }).from(instructors).where(and(eq(instructors.tenantId, tenantId), inArray(instructors.id, instructorIds))) : [],
    tagIds.length ? db.select({ id: tags.id, name: tags.name }).from(tags).where(and(eq(tags.tenantId, tenantId), inArray(tags.id, tagIds))) : [],
    priceIds.length ? db.select().from(prices).where(and(eq(prices.tenantId, tenantId), inArray(prices.id, priceIds))) : [],
    priceIds.length ? db.select().from(priceDiscounts).where(and(eq(priceDiscounts.tenantId, tenantId), inArray(priceDiscounts.priceId, priceIds))) : [],
    restrictionIds.length ? db.select().from(restrictions).where(and(eq(restrictions.tenantId, tenantId), inArray(restrictions.id, restrictionIds))) : [],
  ]);
  return {
    venueName: venue.name,
    locations: new Map(locationRows.map((l) => [l.id, { name: l.name, parentId: l.parentId }])),
    instructors: new Map(instructorRows.map((i) => [i.id, i.name])),
    tags: new Map(tagRows.map((t) => [t.id, t.name])),
    prices: new Map(
      priceRows.map((p) => [
        p.id,
        { amount: p.amount, currency: p.currency, discounts: discountRows.filter((d) => d.priceId === p.id).map((d) => ({ plan: d.membershipPlan, amount: d.amount })) },
      ]),
    ),
    restrictions: new Map(
      restrictionRows
        .filter((r) => r.type === 'pre-purchase-waiver' || r.type === 'pre-purchase-induction')
        .map((r) => [r.id, { id: r.id, name: r.name, type: r.type as 'pre-purchase-waiver' | 'pre-purchase-induction' }]),
    ),
  };
}
