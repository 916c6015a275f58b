import {
  activeFilterCount,
  bookingsPaths,
  dateStrip,
  defaultTimetableFilters,
  filterSessions,
  firstLocationId,
  formatLocalDate,
  sessionListKind,
  sessionListParams,
  timeRangeOptions,
  timetableFilterOptions,
  toBrowseSessions,
  venueDateSlug,
  type Activity,
  type TimetableFilterState,
  type Venue,
} from '@courtside/core';
import type { DateStripDayView } from '@courtside/ui';
import { useState } from 'react';
import { useActivityDates, useSessionItems } from '../hooks/useBrowse';
import { useNow } from '../hooks/useNow';

/** A date slug as the venue's calendar shows it (spec §9 'ddd, D MMM YYYY'); noon UTC keeps it on that day. */
export const longDate = (date: string) => formatLocalDate(date);

/** Filters chosen on a time-slot page, by venue, activity and type (the tab's memory; see useTimeSlots). */
const filterMemory = new Map<string, TimetableFilterState>();

/**
 * The time-slot page's data (spec §2, §4): the day's sessions of the activity's list (v1 or v2 by the venue's
 * migration date, in core), turned into browse sessions at `now`, filtered (spec §3), and the week's date strip.
 */
export function useTimeSlots(venue: Venue, activity: Activity, date: string, type: string | undefined) {
  const now = useNow();
  const kind = sessionListKind(activity);
  // The customer's filters outlive the page's remounts (a read that goes back to loading re-mounts the day): they are
  // kept per venue and activity for the tab's life, so a choice is never silently dropped.
  const memoryKey = `${venue.slug}/${activity.slug}/${type ?? ''}`;
  const [filters, setFilterState] = useState<TimetableFilterState>(() => filterMemory.get(memoryKey) ?? { ...defaultTimetableFilters, type: type ?? null });
  const setFilters = (next: TimetableFilterState) => {
    filterMemory.set(memoryKey, next);
    setFilterState(next);
  };
  const [locationId, setLocationId] = useState<number | null>(firstLocationId(activity));
  const params = sessionListParams(venue, activity, date, locationId);
  const items = useSessionItems(kind, params);
  const dates = useActivityDates(venue.slug, activity.categorySlug);
  const today = venueDateSlug(now, venue.timezone);

  // Spec §4: a failed class list shows the failure, never the classes stored before it.
  const sessions = items.isError ? [] : toBrowseSessions(items.data ?? [], now);
  const shown = filterSessions(sessions, filters);
  const strip = dateStrip(date, today, dates.data ?? []);
  const href = (d: string) => bookingsPaths.timeSlots(venue.slug, activity.slug, d, type);
  const days: DateStripDayView[] = strip.days.map((day) => {
    const [weekday = '', dayOfMonth = ''] = longDate(day.date).split(/,? /);
    return { ...day, weekday, dayOfMonth, label: longDate(day.date), href: href(day.date) };
  });

  return {
    kind,
    sessions,
    shown,
    state: items.isError ? ('error' as const) : items.isPending ? ('loading' as const) : ('ready' as const),
    retry: () => void items.refetch(),
    strip: { days, previousHref: strip.previousWeek && href(strip.previousWeek), nextHref: strip.nextWeek && href(strip.nextWeek) },
    filters: {
      value: filters,
      options: { ...timetableFilterOptions(sessions), times: timeRangeOptions() },
      shown: shown.length,
      total: sessions.length,
      activeCount: activeFilterCount(filters),
      onChange: setFilters,
      onClear: () => setFilters(defaultTimetableFilters),
      location:
        kind === 'slots'
          ? { options: activity.locations.map((l) => ({ id: Number(l.id), name: l.name })), value: locationId, onChange: setLocationId }
          : null,
    },
  };
}
