import { isDateSlug } from '../time/calendar';
import { bookingsPaths } from './paths';

/** A breadcrumb entry: its text and, above the current page, its link. */
export interface Crumb {
  label: string;
  href: string;
}

/** The names a browse trail shows, from the catalogue the page has read (null while it loads). */
export interface TrailNames {
  venue: string | null;
  activity: { name: string; parent: { name: string; slug: string } | null } | null;
  /** The date as the page shows it ('Tue, 1 Dec 2026'). */
  date: (dateSlug: string) => string;
}

/**
 * Spec §2 breadcrumbs of the browse pages: Home › venue › (the activity's parent) › activity › date, each level a link
 * to its own page and the last the current page. A level whose name has not loaded yet is left out rather than shown as
 * a slug; null when the path is not a browse page (its route names its own crumb).
 */
export function browseTrail(params: { venueSlug?: string; activitySlug?: string; dateSlug?: string }, names: TrailNames): Crumb[] | null {
  const { venueSlug, activitySlug, dateSlug } = params;
  if (!venueSlug) return null;
  const trail: Crumb[] = [];
  if (names.venue) trail.push({ label: names.venue, href: bookingsPaths.venue(venueSlug) });
  if (!activitySlug) return trail;
  const parent = names.activity?.parent;
  if (parent) trail.push({ label: parent.name, href: bookingsPaths.activity(venueSlug, parent.slug) });
  if (names.activity) trail.push({ label: names.activity.name, href: bookingsPaths.activity(venueSlug, activitySlug) });
  if (dateSlug && isDateSlug(dateSlug)) trail.push({ label: names.date(dateSlug), href: bookingsPaths.timeSlots(venueSlug, activitySlug, dateSlug) });
  return trail;
}

/** An activity of the catalogue list as the trail reads it (name, slug and its parent). */
interface ListedActivity {
  slug: string;
  name: string;
  parent?: { name: string; slug: string } | null;
}

/**
 * The activity a browse path names, from the list its page reads (spec §7 categories/{activitySlug}): the activity
 * itself, or — for a parent category, whose list is its children — that parent, named by them.
 */
export function trailActivity(list: readonly ListedActivity[] | undefined, slug: string): TrailNames['activity'] {
  const own = list?.find((a) => a.slug === slug);
  if (own) return { name: own.name, parent: own.parent ?? null };
  const parent = list?.find((a) => a.parent?.slug === slug)?.parent;
  return parent ? { name: parent.name, parent: null } : null;
}
