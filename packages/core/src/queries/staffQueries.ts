import { fetchOccurrences, fetchRegister } from '../api/occurrences.api';
import type { ApiClient } from '../api/createApiClient';
import { addDays } from '../time';
import { keyRoots } from './queryKeys';

/** Query keys of the staff register (account data: they go with a log-out, and reload after bookings change). */
export const staffKeys = {
  day: (venueId: number | null, date: string) => [...keyRoots.account, 'staff-day', venueId ?? '', date] as const,
  register: (occurrenceId: string) => [...keyRoots.account, 'register', occurrenceId] as const,
};

/** Query-core option factories of the register: a venue's sessions on a day, and one session's bookings. */
export const staffQueries = {
  /** The venue's occurrences on a venue-local day (YYYY-MM-DD), cancelled and clashing ones too. */
  day: (api: ApiClient, venueId: number | null, date: string) => ({
    queryKey: staffKeys.day(venueId, date),
    queryFn: () => fetchOccurrences(api, { startsAfter: `${date} 00:00:00`, startsBefore: `${addDays(date, 1)} 00:00:00`, venueIds: venueId === null ? [] : [venueId] }),
    enabled: venueId !== null,
  }),
  register: (api: ApiClient, occurrenceId: string | null) => ({
    queryKey: staffKeys.register(occurrenceId ?? ''),
    queryFn: () => fetchRegister(api, occurrenceId!),
    enabled: occurrenceId !== null,
  }),
};
