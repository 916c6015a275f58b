import { addDays, type PriceFacts } from '@courtside/core';
import { and, asc, eq, getTableColumns, gte, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { compiled, param } from '../db/compiled';
import { bookings, occurrences, venues, type OccurrenceRow, type VenueRow } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** An occurrence with the places taken (settled plus unexpired reservations) and its waitlist length. */
export interface OccurrenceWithCounts extends OccurrenceRow {
  taken: number;
  waiting: number;
}

/** Spec: "capacity available = maximum − settled − unexpired reserved" — the places a booking holds now. */
export const holdsPlace = (now: Date | Placeholder) =>
  sql`(${bookings.status} = 'settled' or (${bookings.status} = 'reserved' and ${bookings.reservedUntil} > ${now instanceof Date ? now.toISOString() : now}))`;

// Correlated subqueries name their columns in full: Drizzle leaves selected columns unqualified, and a bare "id"
// inside `from bookings` would be the booking's.
/** An occurrence's columns with its places taken and waitlist length (select it from `occurrences`). */
export const occurrenceColumnsWithCounts = (now: Date | Placeholder) => ({
  ...getTableColumns(occurrences),
  taken: sql<number>`coalesce((select sum(b.quantity) from bookings b where b.occurrence_id = "occurrences"."id" and (b.status = 'settled' or (b.status = 'reserved' and b.reserved_until > ${now instanceof Date ? now.toISOString() : now}))), 0)`.mapWith(Number),
  waiting: sql<number>`(select count(*) from waitlist_entries w where w.occurrence_id = "occurrences"."id")`.mapWith(Number),
});

/** Which sessions of a venue-day: an activity's, optionally at one location (slots). */
export interface DayQuery {
  venueId: number;
  activityId: number;
  date: string;
  locationId?: number;
}

/** The venue-day range of wall times, the index `occurrences_venue_activity_day_idx` serves. */
export function dayRange(date: string): [from: string, to: string] {
  return [`${date} 00:00:00`, `${addDays(date, 1)} 00:00:00`];
}

/** An activity's occurrences on a venue-local day, in start order, with their counts (one query). */
export function listDayOccurrences(scope: TenantDb, query: DayQuery, now: Date): Promise<OccurrenceWithCounts[]> {
  const { db, tenantId } = requireTenant(scope);
  const [from, to] = dayRange(query.date);
  const conditions: SQL[] = [
    eq(occurrences.tenantId, tenantId),
    eq(occurrences.venueId, query.venueId),
    eq(occurrences.activityId, query.activityId),
    gte(occurrences.startsLocal, from),
    lt(occurrences.startsLocal, to),
  ];
  if (query.locationId !== undefined) conditions.push(sql`${query.locationId} = any(${occurrences.locationIds})`);
  return db
    .select(occurrenceColumnsWithCounts(now))
    .from(occurrences)
    .where(and(...conditions))
    .orderBy(asc(occurrences.startsLocal), asc(occurrences.id));
}

/** One occurrence of the tenant by its v1 (numeric) or v2 (34-character) id, with its counts. */
export async function findOccurrence(scope: TenantDb, id: number | string, now: Date): Promise<OccurrenceWithCounts | undefined> {
  const { db, tenantId } = requireTenant(scope);
  const match = typeof id === 'number' ? eq(occurrences.id, id) : eq(occurrences.publicId, id);
  const [row] = await db.select(occurrenceColumnsWithCounts(now)).from(occurrences).where(and(eq(occurrences.tenantId, tenantId), match)).limit(1);
  return row;
}

/** An occurrence's price with its membership discounts, as core's PriceFacts (null: it has none). */
const occurrencePrice = sql<PriceFacts | null>`(select json_build_object('amount', p.amount, 'currency', p.currency, 'discounts',
    coalesce((select json_agg(json_build_object('plan', d.membership_plan, 'amount', d.amount)) from price_discounts d where d.tenant_id = p.tenant_id and d.price_id = p.id), '[]'::json))
  from prices p where p.tenant_id = "occurrences"."tenant_id" and p.id = "occurrences"."price_id")`;

/**
 * An occurrence of a tenant by v1 id or by v2 id, with its counts, its venue's row and its price (built once: every add
 * asks, and a statement is a round trip on the hot path).
 */
const occurrenceAtVenueBy = (key: typeof occurrences.id | typeof occurrences.publicId) =>
  compiled<{ tenantId: number; key: number | string; now: string }, Array<{ row: OccurrenceWithCounts; venue: VenueRow; price: PriceFacts | null }>>((db) =>
    db
      .select({ row: occurrenceColumnsWithCounts(param('now')), venue: venues, price: occurrencePrice })
      .from(occurrences)
      .innerJoin(venues, and(eq(venues.tenantId, occurrences.tenantId), eq(venues.id, occurrences.venueId)))
      .where(and(eq(occurrences.tenantId, param('tenantId')), eq(key, param('key'))))
      .limit(1),
  );
const occurrenceAtVenue = { byId: occurrenceAtVenueBy(occurrences.id), byPublicId: occurrenceAtVenueBy(occurrences.publicId) };

/** One occurrence of the tenant with its counts and its venue's row, in one query (the basket's checks, one class). */
export async function findOccurrenceAtVenue(scope: TenantDb, id: number | string, now: Date): Promise<{ row: OccurrenceWithCounts; venue: VenueRow; price: PriceFacts | null } | undefined> {
  const { db, tenantId } = requireTenant(scope);
  const find = typeof id === 'number' ? occurrenceAtVenue.byId : occurrenceAtVenue.byPublicId;
  const [found] = await find(db, { tenantId, key: id, now: now.toISOString() });
  return found;
}

/** The dates (venue-local, from `from` on) on which any of the categories has a session that is not cancelled. */
export async function listSessionDates(scope: TenantDb, venueId: number, categoryIds: string[], from: string): Promise<string[]> {
  const { db, tenantId } = requireTenant(scope);
  if (categoryIds.length === 0) return [];
  const day = sql<string>`to_char(${occurrences.startsLocal}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(occurrences)
    .where(
      and(
        eq(occurrences.tenantId, tenantId),
        eq(occurrences.venueId, venueId),
        inArray(occurrences.categoryId, categoryIds),
        gte(occurrences.startsLocal, `${from} 00:00:00`),
        sql`${occurrences.status} <> 'cancelled'`,
      ),
    )
    .orderBy(day);
  return rows.map((row) => row.day);
}

/** The tenant's session with this v2 id when it is one of the activity's at the venue (its id and local start), else null. */
export async function occurrenceOfActivity(scope: TenantDb, publicId: string, where: { activityId: number; venueId: number }): Promise<{ id: number; startsLocal: string } | null> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db
    .select({ id: occurrences.id, startsLocal: occurrences.startsLocal })
    .from(occurrences)
    .where(and(eq(occurrences.tenantId, tenantId), eq(occurrences.publicId, publicId), eq(occurrences.activityId, where.activityId), eq(occurrences.venueId, where.venueId)))
    .limit(1);
  return row ?? null;
}
