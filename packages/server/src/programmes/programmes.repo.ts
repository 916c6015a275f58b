import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  bookingBundles,
  bookings,
  categories,
  occurrences,
  prices,
  pricingOptions,
  programmeExtras,
  programmes,
  questions,
  questionSections,
  venues,
  waitlistEntries,
  type ProgrammeRow,
  type BookingBundleRow,
  type QuestionRow,
  type VenueRow,
} from '../db/schema';
import { anyOf, compiled, compiledSql, param, uuidArray, type StatementBuilder } from '../db/compiled';
import { contextFrom, contextSql, contextValues, type ContextRow, type ContextValues, type CustomerContext } from '../bookings/customerContext.repo';
import { requireTenant, type TenantDb } from '../db/tenantDb';
import { holdsPlace, occurrenceColumnsWithCounts, type OccurrenceWithCounts } from '../occurrences/occurrences.repo';

/** A camp or course with its venue and category, as the lists and the basket read it; `waiting`: its waitlist's length. */
export interface ProgrammeListRow {
  programme: ProgrammeRow;
  venue: VenueRow;
  category: { id: string; name: string; slug: string; bookingType: string | null };
  waiting: number;
}

/** Spec §5/§7 list filters, as far as the tables answer them (ids, slugs of the programme, its venue and category). */
export interface ProgrammeFilters {
  ids?: readonly string[];
  slugs?: readonly string[];
  venueIds?: readonly number[];
  venueSlugs?: readonly string[];
  categoryIds?: readonly string[];
  categorySlugs?: readonly string[];
}

/** The tenant's camps or courses matching the filters, by name. */
export async function listProgrammes(scope: TenantDb, kind: ProgrammeRow['kind'], filters: ProgrammeFilters = {}): Promise<ProgrammeListRow[]> {
  const { db, tenantId } = requireTenant(scope);
  const where: SQL[] = [eq(programmes.tenantId, tenantId), eq(programmes.kind, kind)];
  if (filters.ids) where.push(inArray(programmes.id, [...filters.ids]));
  if (filters.slugs) where.push(inArray(programmes.slug, [...filters.slugs]));
  if (filters.venueIds) where.push(inArray(programmes.venueId, [...filters.venueIds]));
  if (filters.venueSlugs) where.push(inArray(venues.slug, [...filters.venueSlugs]));
  if (filters.categoryIds) where.push(inArray(programmes.categoryId, [...filters.categoryIds]));
  if (filters.categorySlugs) where.push(inArray(categories.slug, [...filters.categorySlugs]));
  // An empty list filter matches nothing (inArray of nothing is false), never everything.
  return db
    .select({
      programme: programmes,
      venue: venues,
      category: { id: categories.id, name: categories.name, slug: categories.slug, bookingType: categories.bookingType },
      waiting: sql<number>`(select count(*) from ${waitlistEntries} w where w.tenant_id = ${programmes.tenantId} and w.programme_id = ${programmes.id})`.mapWith(Number),
    })
    .from(programmes)
    .innerJoin(venues, and(eq(venues.tenantId, programmes.tenantId), eq(venues.id, programmes.venueId)))
    .innerJoin(categories, and(eq(categories.tenantId, programmes.tenantId), eq(categories.id, programmes.categoryId)))
    .where(and(...where))
    .orderBy(asc(programmes.name));
}

/** The sessions of these programmes with their counts, in start order (built once: every camp or course page asks). */
const sessionsOfProgrammes = compiled<{ tenantId: number; ids: string; now: string }, OccurrenceWithCounts[]>((db) =>
  db
    .select(occurrenceColumnsWithCounts(param('now')))
    .from(occurrences)
    .where(and(eq(occurrences.tenantId, param('tenantId')), anyOf(occurrences.programmeId, 'ids', 'uuid')))
    .orderBy(asc(occurrences.startsLocal), asc(occurrences.id)),
);

/** The sessions of these programmes with their counts, in start order. */
export async function programmeOccurrences(scope: TenantDb, programmeIds: readonly string[], now: Date): Promise<OccurrenceWithCounts[]> {
  const { db, tenantId } = requireTenant(scope);
  if (programmeIds.length === 0) return [];
  return sessionsOfProgrammes(db, { tenantId, ids: uuidArray(programmeIds), now: now.toISOString() });
}

/** Spec §3 Extra of each programme: its pricing option and price, in the programme's order. */
export async function programmeExtrasOf(scope: TenantDb, programmeIds: readonly string[]) {
  const { db, tenantId } = requireTenant(scope);
  if (programmeIds.length === 0) return [];
  return db
    .select({ programmeId: programmeExtras.programmeId, id: pricingOptions.id, name: pricingOptions.name, amount: prices.amount, currency: prices.currency })
    .from(programmeExtras)
    .innerJoin(pricingOptions, and(eq(pricingOptions.tenantId, programmeExtras.tenantId), eq(pricingOptions.id, programmeExtras.pricingOptionId)))
    .innerJoin(prices, and(eq(prices.tenantId, pricingOptions.tenantId), eq(prices.id, pricingOptions.priceId)))
    .where(and(eq(programmeExtras.tenantId, tenantId), inArray(programmeExtras.programmeId, [...programmeIds])))
    .orderBy(asc(programmeExtras.position));
}
export type ProgrammeExtraRow = Awaited<ReturnType<typeof programmeExtrasOf>>[number];

/** Spec §3 custom question sections of each programme with their questions. */
export async function programmeQuestionsOf(scope: TenantDb, programmeIds: readonly string[]) {
  const { db, tenantId } = requireTenant(scope);
  if (programmeIds.length === 0) return [];
  const sections = await db
    .select()
    .from(questionSections)
    .where(and(eq(questionSections.tenantId, tenantId), inArray(questionSections.programmeId, [...programmeIds])))
    .orderBy(asc(questionSections.position));
  const rows: QuestionRow[] = sections.length
    ? await db
        .select()
        .from(questions)
        .where(and(eq(questions.tenantId, tenantId), inArray(questions.sectionId, sections.map((s) => s.id))))
        .orderBy(asc(questions.position))
    : [];
  return sections.map((section) => ({ ...section, questions: rows.filter((q) => q.sectionId === section.id) }));
}
export type ProgrammeSectionRow = Awaited<ReturnType<typeof programmeQuestionsOf>>[number];

/** A customer's live bundles (holding places now) of the programmes `ids` names, with whether each was bought whole. */
const bundlesQuery = (db: StatementBuilder) =>
  db
    .selectDistinct({ id: bookingBundles.id, programmeId: bookingBundles.programmeId, status: bookingBundles.status, whole: bookingBundles.whole })
    .from(bookingBundles)
    .innerJoin(bookings, and(eq(bookings.tenantId, bookingBundles.tenantId), eq(bookings.bundleId, bookingBundles.id)))
    .where(
      and(
        eq(bookingBundles.tenantId, param('tenantId')),
        eq(bookingBundles.userId, param('userId')),
        anyOf(bookingBundles.programmeId, 'ids', 'uuid'),
        sql`${bookingBundles.status} <> 'cancelled'`,
        holdsPlace(param('nowIso')),
      ),
    );

export type LiveBundle = { id: number; programmeId: string; status: BookingBundleRow['status']; whole: boolean };

/** Which of the programmes `ids` names the customer is on the waitlist of. */
const waitingQuery = (db: StatementBuilder) =>
  db
    .select({ id: sql<string>`${waitlistEntries.programmeId}::text` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.tenantId, param('tenantId')), eq(waitlistEntries.userId, param('userId')), anyOf(waitlistEntries.programmeId, 'ids', 'uuid')));

/**
 * A signed-in camp or course page's customer context and live bundles in one statement (one round trip fewer per page
 * in a rush, where the pool's statement rate bounds the server).
 */
const contextWithBundlesOf = compiledSql<
  ContextValues & { ids: string },
  ContextRow & { bundles: Array<{ id: number; programme_id: string; status: LiveBundle['status']; whole: boolean }>; waiting_for: string[] }
>((db) => contextSql(db, sql`coalesce((select json_agg(b) from (${bundlesQuery(db)}) b), '[]'::json) as bundles, array(${waitingQuery(db)}) as waiting_for`));

/**
 * The customer's context for `occurrenceIds` within `window`, their live bundles of `programmeIds` and which of those
 * they wait for a place on, together.
 */
export async function customerContextWithBundles(
  scope: TenantDb,
  userId: number,
  occurrenceIds: readonly number[],
  programmeIds: readonly string[],
  window: { from: Date; to: Date; today: string },
  now: Date,
): Promise<{ customer: CustomerContext; bundles: LiveBundle[]; waitingFor: string[] }> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await contextWithBundlesOf(db, { ...contextValues(tenantId, userId, occurrenceIds, window, now), ids: uuidArray(programmeIds) });
  const bundles = row!.bundles.map((b) => ({ id: Number(b.id), programmeId: b.programme_id, status: b.status, whole: b.whole }));
  return { customer: contextFrom(userId, row!), bundles, waitingFor: row!.waiting_for ?? [] };
}
