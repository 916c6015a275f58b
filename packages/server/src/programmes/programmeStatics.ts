import type { ProgrammeRow } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';
import type { OccurrenceWithCounts } from '../occurrences/occurrences.repo';
import { loadReferences, type References } from '../occurrences/references.repo';
import {
  listProgrammes,
  programmeExtrasOf,
  programmeOccurrences,
  programmeQuestionsOf,
  type ProgrammeExtraRow,
  type ProgrammeFilters,
  type ProgrammeListRow,
  type ProgrammeSectionRow,
} from './programmes.repo';
import type { SharedReads } from './sharedReads';

/** What every viewer of some programmes sees alike: the rows, their sessions (counts as read), extras, questions and what the sessions point at. */
export interface ProgrammeStatics {
  rows: ProgrammeListRow[];
  sessions: OccurrenceWithCounts[];
  extras: ProgrammeExtraRow[];
  sections: ProgrammeSectionRow[];
  refsByVenue: Map<number, References>;
}

/** The names and prices each venue's sessions point at (one set of reads per venue). */
export async function referencesByVenue(scope: TenantDb, rows: readonly ProgrammeListRow[], sessions: readonly OccurrenceWithCounts[]): Promise<Map<number, References>> {
  requireTenant(scope);
  const refsByVenue = new Map<number, References>();
  for (const venue of new Map(rows.map((r) => [r.venue.id, r.venue])).values()) {
    const own = rows.filter((r) => r.venue.id === venue.id);
    const venueSessions = sessions.filter((s) => s.venueId === venue.id);
    const wholePriceIds = own.flatMap((r) => (r.programme.priceId === null ? [] : [r.programme.priceId]));
    refsByVenue.set(venue.id, await loadReferences(scope, venue, venueSessions, wholePriceIds));
  }
  return refsByVenue;
}

async function readStatics(scope: TenantDb, kind: ProgrammeRow['kind'], filters: ProgrammeFilters, now: Date): Promise<ProgrammeStatics> {
  const rows = await listProgrammes(scope, kind, filters);
  if (rows.length === 0) return { rows, sessions: [], extras: [], sections: [], refsByVenue: new Map() };
  const ids = rows.map((r) => r.programme.id);
  const [sessions, extras, sections] = await Promise.all([programmeOccurrences(scope, ids, now), programmeExtrasOf(scope, ids), programmeQuestionsOf(scope, ids)]);
  return { rows, sessions, extras, sections, refsByVenue: await referencesByVenue(scope, rows, sessions) };
}

/** Whether `refs` name everything `session` points at (a session added since they were read may point further). */
const covers = (refs: References | undefined, session: OccurrenceWithCounts) =>
  refs !== undefined &&
  (session.priceId === null || refs.prices.has(session.priceId)) &&
  session.instructorIds.every((id) => refs.instructors.has(id)) &&
  session.tagIds.every((id) => refs.tags.has(id)) &&
  [session.waiverId, session.inductionId].every((id) => id === null || refs.restrictions.has(id));

/**
 * The programmes matching `filters` with their sessions' counts as of this request. Through `shared` (the browse pages)
 * what is the same for every viewer is read once for a crowd (programmes/sharedReads.ts); a caller that did not read it
 * itself reads the sessions again (their counts change by the moment, and the caller may have just booked) and the
 * references too when a session points at something they lack.
 */
export async function programmeStatics(scope: TenantDb, kind: ProgrammeRow['kind'], filters: ProgrammeFilters, now: Date, shared?: SharedReads): Promise<ProgrammeStatics> {
  if (!shared) return readStatics(scope, kind, filters, now);
  const { tenantId } = requireTenant(scope);
  const key = `${tenantId}:${kind}:${JSON.stringify(filters)}`;
  const { value, kept } = await shared.read(key, () => readStatics(scope, kind, filters, now));
  if (!kept || value.rows.length === 0) return value;
  // The sessions and their counts as of a read begun after this request asked; a crowd's requests share one.
  const ids = value.rows.map((r) => r.programme.id);
  const sessions = await shared.fresh(`${key}:sessions:${ids.join(',')}`, () => programmeOccurrences(scope, ids, now));
  const refsByVenue = sessions.every((s) => covers(value.refsByVenue.get(s.venueId), s)) ? value.refsByVenue : await referencesByVenue(scope, value.rows, sessions);
  return { ...value, sessions, refsByVenue };
}
