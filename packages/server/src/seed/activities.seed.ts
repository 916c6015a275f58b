import { addDays, startOfWeekMonday, venueDateSlug } from '@courtside/core';
import { and, eq, gte, sql } from 'drizzle-orm';
import { bookings, occurrences, recurrences, schedules, venues, waitlistEntries, type NewBooking, type NewOccurrence } from '../db/schema';
import { occupancyRows, type NewWaitlistEntry } from './activities.bookings';
import { bulkInsertIgnoringConflicts } from './activities.bulk';
import { seedTenantCatalogue, seedVenueLocations } from './activities.seedCatalogue';
import { generateTimetable, type KeepFree } from './activities.timetable';
import { venuePlans, type VenuePlan } from './activities.venues';
import { keptFreeForTheClub } from './blockBookings.seed';
import type { SeedContext, SeedModule, SeedTx } from './seedTypes';

/** Weeks of timetable: the last one (history: past sessions) and seven from this week on. */
const WEEKS = 8;
const BATCH = 1000;

/** The seeded dates: from the Monday a week before `today`'s week, for eight weeks (spec §9 weeks start Monday). */
export function seedDates(today: string): string[] {
  const first = addDays(startOfWeekMonday(today), -7);
  return Array.from({ length: WEEKS * 7 }, (_, i) => addDays(first, i));
}

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

// What json_populate_recordset needs for the columns only some occurrences set (see bulkInsertIgnoringConflicts).
const occurrenceDefaults: Partial<NewOccurrence> = {
  intervalKey: null, originalStartsAt: null, originalEndsAt: null, setupMinutes: 0, teardownMinutes: 0, status: 'bookable',
  capacityStrategy: 'shared', fohCapacity: null, bookingStrategy: 'sequential', friendlyLocationName: null, instructorIds: [],
  tagIds: [], restrictionCriteria: 'all', allowAnonymousBookings: false, lastBookableAt: null, waitlistMaximum: null,
  isDetachedFromRecurrence: false, programmeId: null,
};

/**
 * Foreign-key checks run as per-row triggers and make up most of a large insert's time. The generated rows are
 * consistent by construction, so where the role allows it (PGlite, a superuser) they are skipped while seeding;
 * elsewhere the savepoint absorbs the refusal and the checks run. Answers whether it was switched.
 */
async function skipTriggers(tx: SeedTx, skip: boolean): Promise<boolean> {
  try {
    await tx.transaction((sp) => sp.execute(sql.raw(`set local session_replication_role = ${skip ? 'replica' : 'origin'}`)));
    return true;
  } catch {
    return false;
  }
}

/** Which sub activities use which locations at a venue (spec §3 activity locations). */
function activityUses(plan: VenuePlan): Record<string, string[]> {
  const uses: Record<string, string[]> = {};
  for (const [activity, seeds] of Object.entries(plan.classes)) uses[activity] = [...new Set(seeds.map((s) => s.location))];
  for (const seed of plan.resources) uses[seed.activity] = seed.locations;
  if (plan.ticketed) uses['public-swim'] = [plan.ticketed.location];
  return uses;
}

async function seedVenue(tx: SeedTx, tenantSlug: string, tenantId: number, venueSlug: string, plan: VenuePlan, dates: string[], keepFree: KeepFree, catalogue: Awaited<ReturnType<typeof seedTenantCatalogue>>) {
  const [venue] = await tx.select().from(venues).where(and(eq(venues.tenantId, tenantId), eq(venues.slug, venueSlug)));
  if (!venue) return;
  const locationIds = await seedVenueLocations(tx, tenantId, venue.id, plan.locations, activityUses(plan), catalogue.activities);
  const timetable = generateTimetable(plan, { tenantId, tenantSlug, venueId: venue.id, venueSlug, timezone: venue.timezone, locationIds, ...catalogue }, dates, keepFree);
  for (const schedule of timetable.schedules) {
    await tx.insert(schedules).values(schedule).onConflictDoUpdate({ target: schedules.id, set: { ...schedule, startsOn: undefined } });
  }
  await insertBatches(timetable.recurrences, (batch) => tx.insert(recurrences).values(batch).onConflictDoNothing());
  // An occurrence is written once, with the bookings that fill it; later runs add only the days not there yet,
  // so they never touch a session (or its real bookings) again.
  const existing = await tx
    .select({ publicId: occurrences.publicId })
    .from(occurrences)
    .where(and(eq(occurrences.venueId, venue.id), gte(occurrences.startsLocal, `${dates[0]} 00:00:00`)));
  const known = new Set(existing.map((row) => row.publicId));
  const fresh = timetable.occurrences.filter((o) => !known.has(o.row.publicId));
  const inserted = await bulkInsertIgnoringConflicts(tx, occurrences, fresh.map((o) => o.row), occurrenceDefaults);
  const ids = new Map(inserted.map((row) => [row.public_id as string, row.id as number]));
  const held: NewBooking[] = [];
  const waiting: NewWaitlistEntry[] = [];
  for (const generated of fresh) {
    const id = ids.get(generated.row.publicId);
    if (id === undefined) continue;
    const rows = occupancyRows(tenantId, id, generated, catalogue.attendees);
    held.push(...rows.bookings);
    waiting.push(...rows.waitlist);
  }
  await bulkInsertIgnoringConflicts(tx, bookings, held, { reservedUntil: null });
  await bulkInsertIgnoringConflicts(tx, waitlistEntries, waiting);
}

/**
 * The browse feature's demo data: per tenant the activity catalogue, prices and attendees; per venue its
 * locations and eight weeks of timetable around the seed's today, filled as generateTimetable says
 * (with the badminton club's evenings left free for its block bookings).
 */
export const activitiesSeed: SeedModule = async ({ tx, tenantIds, at }: SeedContext) => {
  const fastLoad = await skipTriggers(tx, true);
  const dates = seedDates(venueDateSlug(at, 'Europe/London'));
  const keptFree = keptFreeForTheClub(at);
  for (const [tenantSlug, plans] of Object.entries(venuePlans)) {
    const tenantId = tenantIds[tenantSlug];
    if (tenantId === undefined) continue;
    const catalogue = await seedTenantCatalogue(tx, tenantId, tenantSlug);
    for (const [venueSlug, plan] of Object.entries(plans)) await seedVenue(tx, tenantSlug, tenantId, venueSlug, plan, dates, keptFree(tenantSlug, venueSlug), catalogue);
  }
  if (fastLoad) await skipTriggers(tx, false);
};
