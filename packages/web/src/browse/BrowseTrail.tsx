import { activityQueries, browseTrail, shellQueries, trailActivity } from '@courtside/core';
import { Breadcrumb } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../app/context';
import type { TrailProps } from '../app/crumbHandle';
import { longDate } from './useTimeSlots';

/**
 * Spec §2: the browse pages' breadcrumb (/location/…) is core's trail, Home › venue › activity › date, named from the
 * catalogue reads the page itself makes (cached).
 */
export function BrowseTrail({ leaf, hidden }: TrailProps) {
  const { api } = useApp();
  const { venueSlug, activitySlug } = leaf.params;
  const venues = useQuery(shellQueries.venues(api));
  const activities = useQuery({ ...activityQueries.venueActivities(api, venueSlug ?? '', activitySlug ?? null), enabled: Boolean(activitySlug), throwOnError: false });
  const activity = trailActivity(activities.data, activitySlug ?? '');
  const trail = browseTrail(leaf.params, { venue: venues.data?.find((v) => v.slug === venueSlug)?.name ?? null, activity, date: longDate });
  return <Breadcrumb homeHref="/" items={trail ?? []} embedded={hidden} />;
}
