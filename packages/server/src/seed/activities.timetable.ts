import { localToUtcIso } from '@courtside/core';
import type { NewOccurrence, NewRecurrence, NewSchedule } from '../db/schema';
import { slugOf } from './activities.catalogue';
import { chance, occurrencePublicId } from './activities.ids';
import type { ClassSeed, ResourceSeed, TicketedSeed, VenuePlan } from './activities.venues';

/** The ids the generator needs, resolved from the catalogue already written. */
export interface TimetableRefs {
  tenantId: number;
  tenantSlug: string;
  venueId: number;
  venueSlug: string;
  timezone: string;
  locationIds: Record<string, number>;
  activities: Record<string, { id: number; name: string; categoryId: string }>;
  instructorIds: number[];
  tagIds: Record<string, number>;
  priceIds: Record<string, number>;
  restrictionIds: Record<string, number>;
}

/** How full the seed makes an occurrence: places taken (some by live reservations), and the waitlist. */
export interface Occupancy {
  consumed: number;
  reserved: number;
  waitlisted: number;
  /** An old, expired reservation too, which must not count (spec: only unexpired reservations hold places). */
  expiredReservation: boolean;
}

export interface GeneratedOccurrence {
  row: NewOccurrence & { publicId: string };
  occupancy: Occupancy;
}

export interface GeneratedTimetable {
  schedules: NewSchedule[];
  recurrences: NewRecurrence[];
  occurrences: GeneratedOccurrence[];
}

const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
const restrictionOf: Record<string, { waiver?: string; induction?: string }> = {
  spin: { induction: 'spin-bike-induction' },
  'aqua-aerobics': { waiver: 'pool-safety-waiver' },
};
const none: Occupancy = { consumed: 0, reserved: 0, waitlisted: 0, expiredReservation: false };

/** A bookable resource's slot the timetable leaves empty (another seed module books it): location slug, venue date, wall time. */
export type KeepFree = (slot: { location: string; date: string; time: string }) => boolean;

/**
 * Builds one venue's schedules, recurrences and occurrences for `dates`, with how full each occurrence is. How full a
 * session is depends only on the session itself (its date, its place in the day, its id), never on which dates were
 * asked for, so the same session is equally full whatever day the seed runs; `keepFree` empties chosen resource slots.
 */
export function generateTimetable(plan: VenuePlan, refs: TimetableRefs, dates: string[], keepFree: KeepFree = () => false): GeneratedTimetable {
  const out: GeneratedTimetable = { schedules: [], recurrences: [], occurrences: [] };
  // The UTC offset of each date at noon: sessions run 06:00-22:00, clear of the 01:00-02:00 clock changes.
  const offsets = new Map(dates.map((d) => [d, Date.parse(`${d}T12:00:00Z`) - Date.parse(localToUtcIso(`${d} 12:00:00`, refs.timezone))]));
  const instant = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) - (offsets.get(date) ?? 0));

  const schedule = (activity: string, template: string, bookingType: NewSchedule['bookingType'], price: string | null, capacity: number) => {
    // One schedule per template and price (a members-only run of a class is its own schedule).
    const id = `sch-${refs.venueSlug}-${activity}-${slugOf(template)}${price ? `-${slugOf(price)}` : ''}`;
    if (!out.schedules.some((s) => s.id === id)) {
      out.schedules.push({
        id, tenantId: refs.tenantId, venueId: refs.venueId, activityId: refs.activities[activity]!.id,
        reference: `${activity.slice(0, 4).toUpperCase()}-${slugOf(template).slice(0, 12).toUpperCase()}`,
        templateName: template, templateDescription: null, bookingType, priceId: price ? refs.priceIds[price]! : null,
        capacity, startsOn: dates[0]!, endsOn: dates.at(-1)!,
      });
    }
    return out.schedules.find((s) => s.id === id)!;
  };

  const base = (activity: string, sch: NewSchedule, recurrenceId: string, date: string, start: string, length: number) => {
    const startsLocal = `${date} ${start}:00`;
    const endsLocal = `${date} ${clock(minutes(start) + length)}:00`;
    const startsAt = instant(date, start);
    const restriction = restrictionOf[activity] ?? {};
    return {
      publicId: occurrencePublicId(startsAt, refs.tenantSlug, recurrenceId, startsLocal),
      tenantId: refs.tenantId, venueId: refs.venueId, activityId: sch.activityId, categoryId: refs.activities[activity]!.categoryId,
      scheduleId: sch.id, recurrenceId, scheduleReference: sch.reference, name: sch.templateName, templateName: sch.templateName,
      templateDescription: null, bookingType: sch.bookingType, startsAt, endsAt: new Date(startsAt.getTime() + length * 60_000),
      startsLocal, endsLocal, timezone: refs.timezone, priceId: sch.priceId,
      waiverId: restriction.waiver ? refs.restrictionIds[restriction.waiver] : null,
      inductionId: restriction.induction ? refs.restrictionIds[restriction.induction] : null,
    };
  };

  for (const [activity, seeds] of Object.entries(plan.classes)) addClasses(activity, seeds);
  for (const seed of plan.resources) addResources(seed);
  if (plan.ticketed) addTicketed(plan.ticketed);
  // In id order (= start order): the indexes then grow at their ends, which keeps a large insert fast.
  out.occurrences.sort((a, b) => (a.row.publicId < b.row.publicId ? -1 : 1));
  return out;

  function addClasses(activity: string, seeds: ClassSeed[]) {
    const recurrences = seeds.map((seed, i) => {
      const sch = schedule(activity, seed.template, 'classes', seed.price, seed.capacity);
      const id = `rec-${refs.venueSlug}-${activity}-${i + 1}`;
      out.recurrences.push({
        id, tenantId: refs.tenantId, scheduleId: sch.id, daysOfWeek: seed.days, startTime: seed.time, durationMinutes: seed.minutes,
        locationIds: [refs.locationIds[seed.location]!], instructorIds: [refs.instructorIds[seed.instructor]!],
        tagIds: seed.tags.map((t) => refs.tagIds[t]!),
      });
      return { id, seed, sch };
    });
    for (const date of dates) {
      const today = recurrences.filter((r) => r.seed.days.includes(isoWeekday(date))).sort((a, b) => a.seed.time.localeCompare(b.seed.time));
      today.forEach(({ id, seed, sch }, k) => {
        const row = base(activity, sch, id, date, seed.time, seed.minutes);
        const occupancy = classOccupancy(seed, k, today.length, dayNumber(date), row.publicId);
        out.occurrences.push({
          row: {
            ...row, status: occupancy ? 'bookable' : 'cancelled', capacity: seed.capacity, locationIds: [refs.locationIds[seed.location]!],
            instructorIds: [refs.instructorIds[seed.instructor]!], tagIds: seed.tags.map((t) => refs.tagIds[t]!),
            waitlistMaximum: seed.waitlist, lastBookableAt: row.startsAt, setupMinutes: 10, teardownMinutes: 5,
          },
          occupancy: occupancy ?? none,
        });
      });
    }
  }

  function addResources(seed: ResourceSeed) {
    const activityName = refs.activities[seed.activity]!.name;
    const sch = schedule(seed.activity, activityName, 'resources', seed.price, 1);
    seed.locations.forEach((location, i) => {
      for (const [group, [first, last]] of [['weekday', seed.weekday], ['weekend', seed.weekend]] as const) {
        const id = `rec-${refs.venueSlug}-${seed.activity}-${location}-${group}`;
        const days = group === 'weekday' ? [1, 2, 3, 4, 5] : [6, 7];
        out.recurrences.push({
          id, tenantId: refs.tenantId, scheduleId: sch.id, daysOfWeek: days, startTime: first, repeatEveryMinutes: seed.every,
          lastStartTime: last, durationMinutes: seed.minutes, locationIds: [refs.locationIds[location]!],
        });
        for (const date of dates.filter((d) => days.includes(isoWeekday(d)))) {
          for (let start = minutes(first); start <= minutes(last); start += seed.every) {
            const row = base(seed.activity, sch, id, date, clock(start), seed.minutes);
            const peak = start >= 17 * 60 || group === 'weekend';
            const free = keepFree({ location, date, time: clock(start) });
            const taken = !free && chance(row.publicId, 'taken') < (peak ? 0.55 : 0.25) + (i === 0 ? 0.1 : 0);
            out.occurrences.push({
              row: {
                ...row, capacity: 1, locationIds: [refs.locationIds[location]!], intervalKey: `${location}:${date}`,
                bookingStrategy: seed.every < seed.minutes ? 'overlapping' : 'sequential',
              },
              occupancy: { ...none, consumed: taken ? 1 : 0, reserved: taken && chance(row.publicId, 'held') < 0.1 ? 1 : 0 },
            });
          }
        }
      }
    });
  }

  function addTicketed(seed: TicketedSeed) {
    const foh = 20;
    seed.sessions.forEach((session, i) => {
      const sch = schedule('public-swim', 'Public swim', 'ticketed', null, seed.capacity);
      const id = `rec-${refs.venueSlug}-public-swim-${i + 1}`;
      const location = refs.locationIds[seed.location]!;
      out.recurrences.push({
        id, tenantId: refs.tenantId, scheduleId: sch.id, daysOfWeek: session.days, startTime: session.time,
        durationMinutes: session.minutes, locationIds: [location], tagIds: session.tags.map((t) => refs.tagIds[t]!),
      });
      for (const date of dates.filter((d) => session.days.includes(isoWeekday(d)))) {
        const row = base('public-swim', sch, id, date, session.time, session.minutes);
        const online = seed.capacity - foh;
        const roll = chance(row.publicId, 'fill');
        const consumed = roll < 0.12 ? online : roll < 0.3 ? online - 1 - Math.floor(roll * 40) % Math.floor(online / 5) : Math.floor(online * (0.3 + roll * 0.5));
        out.occurrences.push({
          row: {
            ...row, capacityStrategy: 'split', capacity: online, fohCapacity: foh, locationIds: [location],
            friendlyLocationName: seed.friendlyName, tagIds: session.tags.map((t) => refs.tagIds[t]!), allowAnonymousBookings: true,
            priceId: null,
          },
          occupancy: { ...none, consumed, reserved: Math.floor(consumed / 25) },
        });
      }
    });
  }
}

/**
 * How full a class is. Every class day has, in turn, one session sold out (its waitlist full too), one nearly full
 * (at most 20% left: the danger tag) and, with a waitlist, one full with room on the waitlist; the rest are between
 * a fifth and three quarters full, and a few are cancelled (null).
 */
function classOccupancy(seed: ClassSeed, k: number, n: number, day: number, key: string): Occupancy | null {
  const cap = seed.capacity;
  const turn = (k - (day % n) + n) % n;
  if (turn === 0) return { consumed: cap, reserved: 1, waitlisted: seed.waitlist ?? 0, expiredReservation: false };
  if (turn === 1) {
    const left = 1 + Math.floor(chance(key, 'left') * Math.floor(cap / 5));
    return { consumed: cap - left, reserved: 1, waitlisted: 0, expiredReservation: true };
  }
  if (chance(key, 'cancel') < 0.06) return null;
  if (turn === 2 && seed.waitlist) return { consumed: cap, reserved: 0, waitlisted: 2, expiredReservation: false };
  const roll = chance(key, 'fill');
  return { consumed: Math.floor(cap * (0.2 + roll * 0.55)), reserved: roll > 0.6 ? 1 : 0, waitlisted: 0, expiredReservation: false };
}
