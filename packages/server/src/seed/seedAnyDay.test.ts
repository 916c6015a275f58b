import { addDays, venueDateSlug } from '@courtside/core';
import { describe, expect, it } from 'vitest';
import { seedDates } from './activities.seed';
import { generateTimetable, type GeneratedOccurrence, type KeepFree, type TimetableRefs } from './activities.timetable';
import { venuePlans, type VenuePlan } from './activities.venues';
import { CLUB, clubEvenings, keptFreeForTheClub } from './blockBookings.seed';
import { historyNeeds, pickHistoryClasses } from './history.seed';
import { programmeSeeds } from './programmes.seed';

// The seed builds its timetable, Chris's history and the badminton club's block bookings from the day it runs. These
// tests build the same rows in memory for every reference instant of more than a year — three times a day, the UK clock
// changes, 29 February and New Year among them — and check the places rules before anything is written: no session
// holds more places than it has, and every date-dependent part of the demo finds what it needs.

const DAY = 86_400_000;
const TZ = 'Europe/London';

/** Every instant the seed is checked at: 400 days from 1 November 2027 at 00:30, 12:00 and 23:30 UTC, and named ones. */
function referenceInstants(): Date[] {
  const first = Date.parse('2027-11-01T00:00:00Z');
  const daily = Array.from({ length: 400 }, (_, day) => ['00:30', '12:00', '23:30'].map((time) => new Date(first + day * DAY + Date.parse(`1970-01-01T${time}:00Z`)))).flat();
  const named = ['2026-11-28T14:25:00Z', '2027-03-27T23:30:00Z', '2027-03-28T00:30:00Z', '2027-10-31T00:30:00Z', '2028-02-29T12:00:00Z', '2027-12-31T23:30:00Z'];
  return [...daily, ...named.map((iso) => new Date(iso))];
}

/** Ids for the generator that can be read back: each slug gets its own number, so a row tells its activity and location. */
function testRefs(tenantSlug: string, venueSlug: string) {
  const numbers = new Map<string, number>();
  const numberOf = (slug: string) => numbers.get(slug) ?? (numbers.set(slug, numbers.size + 1), numbers.size);
  const slugOf = (id: number) => [...numbers].find(([, n]) => n === id)?.[0];
  const byKey = <T>(make: (key: string) => T) => new Proxy({}, { get: (_target, key) => make(String(key)) }) as Record<string, T>;
  const refs: TimetableRefs = {
    tenantId: 1, tenantSlug, venueId: 1, venueSlug, timezone: TZ,
    locationIds: byKey((slug) => numberOf(`location:${slug}`)),
    activities: byKey((slug) => ({ id: numberOf(`activity:${slug}`), name: slug, categoryId: 'category' })),
    instructorIds: Array.from({ length: 10 }, (_, i) => i + 1), tagIds: byKey(() => 1), priceIds: byKey(() => 1), restrictionIds: byKey(() => 1),
  };
  return { refs, activityOf: (id: number) => slugOf(id)?.replace('activity:', ''), locationOf: (id: number) => slugOf(id)?.replace('location:', '') };
}

const dateOf = (o: GeneratedOccurrence) => String(o.row.startsLocal).slice(0, 10);
const timeOf = (o: GeneratedOccurrence) => String(o.row.startsLocal).slice(11, 16);

/** One venue's sessions over `dates`, each with its activity and location slugs read back. */
function venueSessions(tenantSlug: string, venueSlug: string, plan: VenuePlan, dates: string[], keepFree?: KeepFree) {
  const { refs, activityOf, locationOf } = testRefs(tenantSlug, venueSlug);
  return generateTimetable(plan, refs, dates, keepFree).occurrences.map((o) => ({
    ...o, activity: activityOf(o.row.activityId as number)!, location: locationOf((o.row.locationIds as number[])[0]!)!,
  }));
}

type Session = ReturnType<typeof venueSessions>[number];

/** Places a session holds at `now`: settled ones, and reservations held until it starts while it has not started. */
const takenAt = ({ row, occupancy }: GeneratedOccurrence, now: Date) =>
  occupancy.consumed - ((row.startsAt as Date).getTime() <= now.getTime() ? occupancy.reserved : 0);

const instants = referenceInstants();
const span = (() => {
  const windows = instants.map((now) => seedDates(venueDateSlug(now, TZ)));
  const first = windows.map((w) => w[0]!).sort()[0]!;
  const last = windows.map((w) => w.at(-1)!).sort().at(-1)!;
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
})();
/** The sessions of the venues whose demo depends on the day (Chris's classes, the club's court) over every instant's window, by date. */
const sessions = new Map<string, Map<string, Session[]>>();
for (const [tenantSlug, venueSlug] of [['riverside', 'riverside-aquatics-centre'], [CLUB.tenant, CLUB.venue]] as const) {
  const byDate = new Map<string, Session[]>();
  for (const session of venueSessions(tenantSlug, venueSlug, venuePlans[tenantSlug]![venueSlug]!, span)) {
    const day = byDate.get(dateOf(session)) ?? [];
    if (!day.length) byDate.set(dateOf(session), day);
    day.push(session);
  }
  sessions.set(venueSlug, byDate);
}
const sessionsOn = (venueSlug: string, dates: string[]) => dates.flatMap((date) => sessions.get(venueSlug)?.get(date) ?? []);

// Each test walks the seed over every reference instant (400 days and the named nights): 2–4 s on 2 cores, their own budget.
describe('the seed on any day', { timeout: 30_000 }, () => {
  it('fills a session the same whatever day the seed runs, so one generation serves every reference instant', () => {
    for (const today of ['2027-03-28', '2028-02-29']) {
      const dates = seedDates(today);
      const direct = venueSessions('riverside', 'riverside-aquatics-centre', venuePlans.riverside!['riverside-aquatics-centre']!, dates);
      const sliced = sessionsOn('riverside-aquatics-centre', dates);
      expect(sliced.map((s) => [s.row.publicId, s.occupancy])).toEqual(direct.map((s) => [s.row.publicId, s.occupancy]));
    }
  });

  it('never gives a session more places than it has, nor reserves more than it takes, at any venue', () => {
    const overfilled: string[] = [];
    let checked = 0;
    const check = ({ row, occupancy }: GeneratedOccurrence) => {
      checked++;
      if (occupancy.consumed > (row.capacity as number) || occupancy.reserved > occupancy.consumed) overfilled.push(`${row.publicId}: ${JSON.stringify(occupancy)} of ${row.capacity}`);
    };
    for (const byDate of sessions.values()) for (const day of byDate.values()) day.forEach(check);
    // The other venues over the windows of a clock change and of 29 February.
    for (const today of ['2027-03-28', '2027-10-31', '2028-02-29']) {
      for (const [tenantSlug, plans] of Object.entries(venuePlans)) {
        for (const [venueSlug, plan] of Object.entries(plans)) if (!sessions.has(venueSlug)) venueSessions(tenantSlug, venueSlug, plan, seedDates(today)).forEach(check);
      }
    }
    expect(overfilled).toEqual([]);
    expect(checked).toBeGreaterThan(200_000);
    expect(programmeSeeds.filter((programme) => (programme.taken ?? 0) > programme.capacity)).toEqual([]);
  });

  it("finds Chris's past classes with a place left for him at every instant", () => {
    for (const now of instants) {
      const dates = seedDates(venueDateSlug(now, TZ));
      const classes = sessionsOn('riverside-aquatics-centre', dates)
        .filter((s) => s.activity in historyNeeds && s.row.status !== 'cancelled')
        .map((s) => ({ ...s, startsAt: s.row.startsAt as Date, capacity: s.row.capacity as number, taken: takenAt(s, now) }));
      const picked = pickHistoryClasses(classes, now);
      expect(picked, now.toISOString()).not.toBeNull();
      for (const picks of Object.values(picked!)) {
        for (const pick of picks) {
          expect(pick.taken + 1, `${now.toISOString()} ${pick.row.publicId}`).toBeLessThanOrEqual(pick.capacity);
          expect(pick.startsAt.getTime()).toBeLessThan(now.getTime() - DAY);
        }
      }
    }
  });

  it("keeps the badminton club's four evenings free on its court, within the fortnight from tomorrow, at every instant", () => {
    for (const now of instants) {
      const today = venueDateSlug(now, TZ);
      const evenings = clubEvenings(now);
      expect(evenings, now.toISOString()).toHaveLength(CLUB.sessions);
      const slots = sessionsOn(CLUB.venue, evenings).filter((s) => s.location === CLUB.location && timeOf(s) === CLUB.time && s.activity === CLUB.activity);
      expect(slots.map(dateOf), now.toISOString()).toEqual(evenings);
      const seeded = new Set(seedDates(today));
      for (const slot of slots) {
        expect((slot.row.startsAt as Date).getTime()).toBeGreaterThan(now.getTime() + DAY);
        expect(dateOf(slot) < addDays(today, 15)).toBe(true);
        expect(seeded.has(dateOf(slot)), `${now.toISOString()} ${dateOf(slot)}`).toBe(true);
      }
    }
  });

  it("leaves the club's evenings empty when the timetable is built, and fills the court as usual on other days", () => {
    for (const now of [new Date('2027-03-27T23:30:00Z'), new Date('2026-11-28T14:25:00Z')]) {
      const dates = seedDates(venueDateSlug(now, TZ));
      const built = venueSessions(CLUB.tenant, CLUB.venue, venuePlans.peak![CLUB.venue]!, dates, keptFreeForTheClub(now)(CLUB.tenant, CLUB.venue));
      const court = built.filter((s) => s.location === CLUB.location && timeOf(s) === CLUB.time);
      const evenings = new Set(clubEvenings(now));
      for (const slot of court.filter((s) => evenings.has(dateOf(s)))) expect(slot.occupancy.consumed).toBe(0);
      expect(court.filter((s) => !evenings.has(dateOf(s))).some((s) => s.occupancy.consumed > 0)).toBe(true);
    }
  });
});
