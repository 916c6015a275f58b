import {
  bookingsPaths,
  campPriceLines,
  cardPrice,
  courseNotice,
  coursePriceLines,
  formatLocalDate,
  programmeBooking,
  programmeSessionWeeks,
  programmeSpan,
  programmeTag,
  programmeTimetable,
  venueLocalNow,
  type Camp,
  type Course,
  type ProgrammeKind,
} from '@courtside/core';
import type { ProgrammeCardView, ProgrammeDetailsProps, ProgrammeTimetableMonthView } from '@courtside/ui';

/** A camp or course of a list, in the one shape the list pages read (its category to group by, its card to show). */
export interface ProgrammeSummary {
  name: string;
  startsAt: { local: string };
  category: { name: string; slug?: string | null | undefined };
  card: ProgrammeCardView;
}

/** Where a list's cards lead: the venue and category of the page (spec §2 …/timetable/{slug}). */
interface Place {
  venueSlug: string;
  categorySlug: string;
}

const detailsPath = { camp: bookingsPaths.campDetails, course: bookingsPaths.courseDetails } as const;
const href = (kind: ProgrammeKind, place: Place, slug: string) => detailsPath[kind](place.venueSlug, place.categorySlug, slug);

/** Spec §2 'choose a camp': a camp's card — its start and weeks, its lowest price, places left (core's rules). */
export function campSummary(camp: Camp, place: Place, now: number): ProgrammeSummary {
  return {
    name: camp.name,
    startsAt: camp.startsAt,
    category: camp.category,
    card: {
      id: camp.id,
      name: camp.name,
      href: href('camp', place, camp.slug),
      startsOn: formatLocalDate(camp.startsAt.local),
      weeks: camp.durationInWeeks,
      price: cardPrice(campPriceLines(camp, now)),
      tag: programmeTag(camp),
    },
  };
}

/** Spec §2 a course's card: as a camp's, with its description and what a started or ended course says (spec §8). */
export function courseSummary(course: Course, place: Place, now: number): ProgrammeSummary {
  const notice = courseNotice(course, venueLocalNow(now, course.startsAt.timezone));
  return {
    name: course.name,
    startsAt: course.startsAt,
    category: course.category,
    card: {
      id: course.id,
      name: course.name,
      href: href('course', place, course.slug),
      startsOn: formatLocalDate(course.startsAt.local),
      weeks: course.durationInWeeks,
      description: course.description,
      price: cardPrice(coursePriceLines(course)),
      tag: programmeTag(course, notice),
      notice,
    },
  };
}

/** Spec §2 …/timetable: core's months and weeks, labelled ('December 2026', the week's Monday). */
export function timetableMonths(items: readonly ProgrammeSummary[]): ProgrammeTimetableMonthView[] {
  return programmeTimetable(items).map(({ month, weeks }) => ({
    key: month,
    label: formatLocalDate(`${month}-01`, 'month'),
    weeks: weeks.map((week) => ({ key: week.weekStart, label: formatLocalDate(week.weekStart), programmes: week.items.map((item) => item.card) })),
  }));
}

const extrasOf = (extras: Camp['extras']) => extras.map((extra) => ({ id: extra.id, name: extra.name, price: extra.price.formatted }));

/** Spec §2 camp details: dates, weeks, whole-camp and session prices, places, sessions by week, extras and Book now. */
export function campDetails(camp: Camp, place: Place, now: number): ProgrammeDetailsProps {
  const span = programmeSpan(camp.occurrences, camp.startsAt);
  return {
    kind: 'camp',
    name: camp.name,
    venueName: camp.venue.name,
    categoryName: camp.category.name,
    dates: { starts: formatLocalDate(span.starts), ends: span.ends && formatLocalDate(span.ends) },
    weeks: camp.durationInWeeks,
    prices: campPriceLines(camp, now),
    capacity: camp.capacity,
    tag: programmeTag(camp),
    // Each session's own price shows when sessions are sold one by one (spec §3 'individual').
    sessions: programmeSessionWeeks(camp.occurrences, camp.durationInWeeks, now, camp.pricingOptionAvailability.includes('individual')),
    extras: extrasOf(camp.extras),
    booking: { href: bookingsPaths.campBook(place.venueSlug, place.categorySlug, camp.slug), ...programmeBooking(camp.bookableAction) },
  };
}

/** Spec §2 course details: description, instructors, starts and ends, price and pro-rata price, sessions and the §8 notices. */
export function courseDetails(course: Course, place: Place, now: number): ProgrammeDetailsProps {
  const notice = courseNotice(course, venueLocalNow(now, course.startsAt.timezone));
  return {
    kind: 'course',
    name: course.name,
    venueName: course.venue.name,
    categoryName: course.category.name,
    description: course.description,
    instructors: course.instructors.map((instructor) => instructor.name),
    dates: { starts: formatLocalDate(course.startsAt.local), ends: formatLocalDate(course.endsAt.local) },
    weeks: course.durationInWeeks,
    prices: coursePriceLines(course),
    capacity: course.capacity,
    tag: programmeTag(course, notice),
    notice,
    sessions: programmeSessionWeeks(course.occurrences, course.durationInWeeks, now),
    extras: extrasOf(course.extras),
    booking: { href: bookingsPaths.courseBook(place.venueSlug, place.categorySlug, course.slug), ...programmeBooking(course.bookableAction, notice) },
  };
}
