import type { Crumb } from './breadcrumbs';
import { bookingsPaths } from './paths';
import type { ProgrammeKind as Kind } from './programmePathKind';

/** The slugs a camp or course path names (spec §2 :venueSlug, :activitySlug, :campSlug / :courseSlug). */
export interface ProgrammeTrailParams {
  venueSlug?: string | undefined;
  activitySlug?: string | undefined;
  campSlug?: string | undefined;
  courseSlug?: string | undefined;
}

/** The names a programme trail shows, from the reads the page makes (null while they load). */
export interface ProgrammeTrailNames {
  venue: string | null;
  /** The section's name ('Camps', 'Courses'). */
  section: string;
  category: string | null;
  programme: string | null;
  /** The timetable page's name, shown on that page only; null elsewhere. */
  timetable: string | null;
}

const paths = {
  camp: { list: bookingsPaths.camps, category: bookingsPaths.campCategory, timetable: bookingsPaths.campTimetable, details: bookingsPaths.campDetails },
  course: { list: bookingsPaths.courses, category: bookingsPaths.courseCategory, timetable: bookingsPaths.courseTimetable, details: bookingsPaths.courseDetails },
} as const;

/**
 * Spec §2 breadcrumbs of the camp and course pages: Home › venue › Camps (or Courses) › category › (Timetable) › camp,
 * each a link to its page, down to the page shown. A name still loading is left out rather than shown as a slug.
 */
export function programmeTrail(kind: Kind, params: ProgrammeTrailParams, names: ProgrammeTrailNames): Crumb[] {
  const { venueSlug, activitySlug } = params;
  const programmeSlug = kind === 'camp' ? params.campSlug : params.courseSlug;
  if (!venueSlug) return [];
  const to = paths[kind];
  const trail: Crumb[] = [];
  if (names.venue) trail.push({ label: names.venue, href: bookingsPaths.venue(venueSlug) });
  trail.push({ label: names.section, href: to.list(venueSlug) });
  if (!activitySlug) return trail;
  if (names.category) trail.push({ label: names.category, href: to.category(venueSlug, activitySlug) });
  if (names.timetable && !programmeSlug) trail.push({ label: names.timetable, href: to.timetable(venueSlug, activitySlug) });
  if (programmeSlug && names.programme) trail.push({ label: names.programme, href: to.details(venueSlug, activitySlug, programmeSlug) });
  return trail;
}
