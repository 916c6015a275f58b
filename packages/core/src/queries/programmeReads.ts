import type { ApiClient } from '../api/createApiClient';
import { programmePathKind } from '../routing/programmePathKind';
import { campDetailInput, catalogueQueries, courseDetailInput } from './catalogueQueries';

/** The slugs a camp or course page names (spec §2 /camps/location/:venueSlug/:activitySlug/…/:campSlug, courses alike). */
export interface ProgrammeSlugs {
  venueSlug?: string | undefined;
  activitySlug?: string | undefined;
  campSlug?: string | undefined;
  courseSlug?: string | undefined;
}

/**
 * The read a camp's or course's own page (its details, its booking) needs for its title and description, none of which
 * depends on who is looking: the camp by its slug within the venue and category, or the course by its slug. The server
 * answers it inside the page, with core's `firstReads`, so a visitor's first view shows the programme; null on every
 * other page.
 */
export function programmeReads(api: ApiClient, pathname: string, slugs: ProgrammeSlugs): { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> } | null {
  const kind = programmePathKind(pathname);
  const { venueSlug, activitySlug, campSlug, courseSlug } = slugs;
  if (kind === 'camp' && venueSlug && activitySlug && campSlug) return catalogueQueries.campBySlug(api, campDetailInput(venueSlug, activitySlug, campSlug));
  if (kind === 'course' && courseSlug) return catalogueQueries.courseBySlug(api, courseDetailInput(courseSlug));
  return null;
}
