import { activityQueries, browseTrail, isBreadcrumbHidden, shellQueries, trailActivity } from '@courtside/core';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb } from '@courtside/ui';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useProgrammeTrail } from '../browse/useProgrammes';
import { longDate } from '../browse/useTimeSlots';
import { useApp } from './context';
import type { CrumbHandle } from './crumbHandle';

/**
 * Spec §2: the breadcrumb starts with a home link and is hidden when embedded. On the browse pages (/location/…) it is
 * core's trail, Home › venue › activity › date, named from the catalogue reads the page itself makes (cached); other
 * pages name themselves in their route's handle. The camp and course pages (/camps/location/…, /courses/location/…) are
 * core's programme trail, Home › venue › Camps › category › camp, named the same way.
 */
export function ShellBreadcrumb() {
  const { t } = useTranslation();
  const { api, system: systemStore } = useApp();
  const system = useSnapshot(systemStore);
  const matches = useMatches();
  const leaf = matches.at(-1);
  const { venueSlug, activitySlug } = leaf?.params ?? {};
  const browsing = Boolean(venueSlug && leaf?.pathname.startsWith('/location/'));
  const venues = useQuery({ ...shellQueries.venues(api), enabled: browsing });
  const activities = useQuery({ ...activityQueries.venueActivities(api, venueSlug ?? '', activitySlug ?? null), enabled: browsing && Boolean(activitySlug), throwOnError: false });
  const activity = trailActivity(activities.data, activitySlug ?? '');
  const trail = browsing
    ? browseTrail(leaf!.params, { venue: venues.data?.find((v) => v.slug === venueSlug)?.name ?? null, activity, date: longDate })
    : null;
  // Camp and course pages: core's programme trail; a page below a camp or course (its booking page) adds its own crumb.
  const programme = useProgrammeTrail(leaf?.pathname ?? '', leaf?.params ?? {});
  const leafCrumb = (leaf?.handle as CrumbHandle | undefined)?.crumb;
  const programmeItems = programme && leaf && leafCrumb ? [...programme, { label: leafCrumb(t, leaf.params), href: leaf.pathname }] : programme;
  const items =
    trail ??
    programmeItems ??
    matches
      .filter((match) => match.pathname !== '/' && (match.handle as CrumbHandle | undefined)?.crumb)
      .map((match) => ({ label: (match.handle as Required<CrumbHandle>).crumb(t, match.params), href: match.pathname }));
  return <Breadcrumb homeHref="/" items={items} embedded={isBreadcrumbHidden(system)} />;
}
