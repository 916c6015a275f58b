import {
  bookingsPaths,
  campDetailInput,
  courseDetailInput,
  catalogueQueries,
  programmeCategories,
  programmePathKind,
  programmeTrail,
  shellQueries,
  type CampFilters,
  type Crumb,
  type ProgrammeKind,
} from '@courtside/core';
import type { ProgrammeCategoryView, ProgrammeDetailsProps } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useNow } from '../hooks/useNow';
import { campDetails, campSummary, courseDetails, courseSummary, type ProgrammeSummary } from './programmeViews';
import { useProgrammeWaitlist } from './useProgrammeWaitlist';

/** Spec §7 list filters of a venue's camps or courses, of one category when the page names one (the same key everywhere). */
const listFilters = (venueSlug: string, categorySlug: string | null | undefined): CampFilters => ({
  venueSlugs: [venueSlug],
  ...(categorySlug ? { categorySlugs: [categorySlug] } : {}),
});

type ListState = 'loading' | 'error' | 'ready';
const stateOf = (query: { isError: boolean; isPending: boolean }): ListState => (query.isError ? 'error' : query.isPending ? 'loading' : 'ready');

/**
 * Spec §2/§7: a venue's camps or courses (of one category when given) as list summaries, through core's query factories;
 * only the kind's own read runs.
 */
export function useProgrammeSummaries(kind: ProgrammeKind, venueSlug: string, categorySlug: string | null) {
  const { api } = useApp();
  const now = useNow();
  const filters = listFilters(venueSlug, categorySlug);
  const camps = useQuery({ ...catalogueQueries.camps(api, filters), enabled: kind === 'camp' });
  const courses = useQuery({ ...catalogueQueries.courses(api, filters), enabled: kind === 'course' });
  const place = { venueSlug, categorySlug: categorySlug ?? '' };
  const query = kind === 'camp' ? camps : courses;
  const summaries: ProgrammeSummary[] =
    kind === 'camp' ? (camps.data ?? []).map((camp) => campSummary(camp, place, now)) : (courses.data ?? []).map((course) => courseSummary(course, place, now));
  return { state: stateOf(query), summaries, retry: () => void query.refetch() };
}

/** Spec §2 /camps/location/{venueSlug} and /courses/location/{venueSlug}: the categories of the venue's camps or courses. */
export function useProgrammeCategories(kind: ProgrammeKind, venueSlug: string) {
  const list = useProgrammeSummaries(kind, venueSlug, null);
  const categoryPath = kind === 'camp' ? bookingsPaths.campCategory : bookingsPaths.courseCategory;
  const categories: ProgrammeCategoryView[] = programmeCategories(list.summaries).map((c) => ({ ...c, href: categoryPath(venueSlug, c.slug) }));
  return { state: list.state, categories, retry: list.retry };
}

/** A details read's outcome: loading, not found (a 404/409/422 the page keeps: other failures raise to the error page), or the view. */
function detailsOf<T>(query: { isPending: boolean; isError: boolean; data: T | undefined }, view: (data: T) => ProgrammeDetailsProps | null) {
  if (query.isPending) return { pending: true, details: null } as const;
  return { pending: false, details: query.isError || !query.data ? null : view(query.data) } as const;
}

/** Spec §2 …/timetable/{campSlug}: the camp of the page's venue and category, as the details page shows it. */
export function useCampDetails(venueSlug: string, categorySlug: string, campSlug: string) {
  const { api } = useApp();
  const now = useNow();
  const query = useQuery(catalogueQueries.campBySlug(api, campDetailInput(venueSlug, categorySlug, campSlug)));
  const waitlist = useProgrammeWaitlist('camp');
  return detailsOf(query, (camp) => waitlist.wire(campDetails(camp, { venueSlug, categorySlug }, now), camp.id));
}

/**
 * Spec §2 …/timetable/{courseSlug}: the course, as the details page shows it. The read is by slug alone (spec §7), so a
 * course of another venue or category is not found here.
 */
export function useCourseDetails(venueSlug: string, categorySlug: string, courseSlug: string) {
  const { api } = useApp();
  const now = useNow();
  const query = useQuery(catalogueQueries.courseBySlug(api, courseDetailInput(courseSlug)));
  const venues = useQuery(shellQueries.venues(api));
  const waitlist = useProgrammeWaitlist('course');
  const venue = venues.data?.find((v) => v.slug === venueSlug);
  if (venues.isPending) return { pending: true, details: null } as const;
  return detailsOf(query, (course) =>
    course.category.slug === categorySlug && course.venue.name === venue?.name ? waitlist.wire(courseDetails(course, { venueSlug, categorySlug }, now), course.id) : null,
  );
}

/**
 * Spec §2 breadcrumbs of the camp and course pages (core's `programmeTrail`), named from the reads the page itself makes
 * (same keys, so from the cache); null on other pages. A failed read leaves its name out rather than raising.
 */
export function useProgrammeTrail(pathname: string, params: Record<string, string | undefined>): Crumb[] | null {
  const { t } = useTranslation('courses');
  const { api } = useApp();
  const kind = programmePathKind(pathname);
  const { venueSlug = '', activitySlug = '', campSlug = '', courseSlug = '' } = params;
  const slug = kind === 'camp' ? campSlug : courseSlug;
  const listed = Boolean(kind && activitySlug && !slug);
  const quiet = { throwOnError: false } as const;
  const venues = useQuery({ ...shellQueries.venues(api), enabled: kind !== null });
  const camps = useQuery({ ...catalogueQueries.camps(api, listFilters(venueSlug, activitySlug)), ...quiet, enabled: listed && kind === 'camp' });
  const courses = useQuery({ ...catalogueQueries.courses(api, listFilters(venueSlug, activitySlug)), ...quiet, enabled: listed && kind === 'course' });
  const camp = useQuery({ ...catalogueQueries.campBySlug(api, campDetailInput(venueSlug, activitySlug, campSlug)), ...quiet, enabled: kind === 'camp' && Boolean(campSlug) });
  const course = useQuery({ ...catalogueQueries.courseBySlug(api, courseDetailInput(courseSlug)), ...quiet, enabled: kind === 'course' && Boolean(courseSlug) });
  if (!kind) return null;
  const programme = kind === 'camp' ? camp.data : course.data;
  const listedCategory = (kind === 'camp' ? camps.data?.[0] : courses.data?.[0])?.category.name;
  return programmeTrail(kind, params, {
    venue: venues.data?.find((v) => v.slug === venueSlug)?.name ?? null,
    section: t(`browse.${kind}.section`),
    category: programme?.category.name ?? listedCategory ?? null,
    programme: programme?.name ?? null,
    timetable: pathname.endsWith('/timetable') ? t(`browse.${kind}.timetable`) : null,
  });
}

/** Spec §2 …/{campSlug}/book: the camp as the attendee sees it — the details page's read (one cache entry). */
export function useCampForBooking(venueSlug: string, categorySlug: string, campSlug: string) {
  const { api } = useApp();
  const query = useQuery({ ...catalogueQueries.campBySlug(api, campDetailInput(venueSlug, categorySlug, campSlug)), throwOnError: false });
  return { pending: query.isPending, programme: query.data ?? null };
}

/** Spec §2 …/{courseSlug}/book: the course as the attendee sees it — the details page's read (one cache entry). */
export function useCourseForBooking(courseSlug: string) {
  const { api } = useApp();
  const query = useQuery({ ...catalogueQueries.courseBySlug(api, courseDetailInput(courseSlug)), throwOnError: false });
  return { pending: query.isPending, programme: query.data ?? null };
}
