import { bookingsPaths, type ProgrammeKind } from '@courtside/core';
import { AppLink, NotFoundPage, PageSpinner, ProgrammeCategoryList, ProgrammeDetails, ProgrammeList, ProgrammeTimetable, ProgrammeViewSwitch, type ProgrammeDetailsProps } from '@courtside/ui';
import { Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useReloadOnChange } from '../hooks/useReloadOnChange';
import { useVenues } from '../hooks/useShell';
import { timetableMonths } from './programmeViews';
import { useProgrammeCategories, useProgrammeSummaries } from './useProgrammes';

// The camp and course browse pages (spec §2), one component per page for both kinds: the route modules give the kind.

const paths = {
  camp: { section: bookingsPaths.camps, category: bookingsPaths.campCategory, timetable: bookingsPaths.campTimetable },
  course: { section: bookingsPaths.courses, category: bookingsPaths.courseCategory, timetable: bookingsPaths.courseTimetable },
} as const;

/** The venue the path names, once the venue list has loaded (undefined: not one of the tenant's). */
function usePathVenue() {
  const { venueSlug = '' } = useParams();
  const venues = useVenues();
  useReloadOnChange('venueChanged', venueSlug);
  return { venueSlug, pending: venues.isPending, venue: venues.data?.find((v) => v.slug === venueSlug) };
}

/** Spec §2 /camps/location/{venueSlug} (Book a camp; category) and /courses/location/{venueSlug} (Book a course). */
export function ProgrammeCategoriesPage({ kind }: { kind: ProgrammeKind }) {
  const { t } = useTranslation('courses');
  const { venueSlug, pending, venue } = usePathVenue();
  const categories = useProgrammeCategories(kind, venueSlug);
  if (pending) return <PageSpinner heading />;
  if (!venue) return <NotFoundPage homeHref="/" />;
  return (
    <>
      <Heading as="h1" size="8" mb="1">{t(`browse.${kind}.title`)}</Heading>
      <Text as="p" size="4" color="gray" mb="5">{venue.name} · {t(`browse.${kind}.chooseCategory`)}</Text>
      <ProgrammeCategoryList kind={kind} state={categories.state} categories={categories.categories} onRetry={categories.retry} />
    </>
  );
}

/** Spec §2 …/{activitySlug} (choose a camp or course) and …/{activitySlug}/timetable (the same, by the date they start). */
export function ProgrammeListPage({ kind, view }: { kind: ProgrammeKind; view: 'list' | 'timetable' }) {
  const { t } = useTranslation('courses');
  const { activitySlug = '' } = useParams();
  const { venueSlug, pending, venue } = usePathVenue();
  const list = useProgrammeSummaries(kind, venueSlug, activitySlug);
  useReloadOnChange('categoryChanged', activitySlug);
  if (pending) return <PageSpinner heading />;
  if (!venue) return <NotFoundPage homeHref="/" />;
  const to = paths[kind];
  const name = list.summaries[0]?.category.name ?? t(`browse.${kind}.choose`);
  return (
    <>
      <AppLink href={to.section(venueSlug)} className="cs-back-link">{t('browse.backTo', { name: t(`browse.${kind}.section`) })}</AppLink>
      <Heading as="h1" size="8" mt="2" mb="1">{name}</Heading>
      <Text as="p" size="4" color="gray" mb="4">{venue.name} · {t(view === 'list' ? `browse.${kind}.choose` : `browse.${kind}.timetable`)}</Text>
      <ProgrammeViewSwitch listHref={to.category(venueSlug, activitySlug)} timetableHref={to.timetable(venueSlug, activitySlug)} current={view} label={name} />
      {view === 'list' ? (
        <ProgrammeList kind={kind} state={list.state} programmes={list.summaries.map((s) => s.card)} onRetry={list.retry} />
      ) : (
        <ProgrammeTimetable kind={kind} state={list.state} months={timetableMonths(list.summaries)} onRetry={list.retry} />
      )}
    </>
  );
}

/**
 * Spec §2 camp and course details; spec §8: a spinner while loading, the error page on failure (raised by the read),
 * not found for a camp or course the venue and category do not have.
 */
export function ProgrammeDetailsPage({ kind, read }: { kind: ProgrammeKind; read: { pending: boolean; details: ProgrammeDetailsProps | null } }) {
  const { t } = useTranslation('courses');
  const { venueSlug = '', activitySlug = '' } = useParams();
  if (read.pending) return <PageSpinner heading />;
  if (!read.details) return <NotFoundPage homeHref="/" />;
  return (
    <>
      <AppLink href={paths[kind].category(venueSlug, activitySlug)} className="cs-back-link">{t('browse.backTo', { name: read.details.categoryName })}</AppLink>
      <ProgrammeDetails {...read.details} />
    </>
  );
}
