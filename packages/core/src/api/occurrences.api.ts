import type { z } from 'zod';
import type { occurrenceUpdateSchema } from '../contract/occurrenceUpdate';
import type { occurrenceListQuerySchema } from '../contract/filters';
import type { Camelize } from '../text/camelCase';
import { fetchBookings, toSnakeQuery, type Booking } from './bookings.api';
import { segment } from './cart.api';
import type { ApiClient } from './createApiClient';

// Staff contracts: spec §7's contract-only "list occurrences", "get occurrence" and "update occurrence", under the
// occurrences path the waitlist calls already use (paths ours, docs/api.md).

/** Spec §5 occurrence list query, camelCase (startsAfter and startsBefore required, venue wall times). */
export type OccurrenceListInput = Camelize<z.input<typeof occurrenceListQuerySchema>>;

/** GET /api/v1/activities/occurrences (staff): the tenant's occurrences in a window, by start. */
export async function fetchOccurrences(api: ApiClient, query: OccurrenceListInput) {
  return (await api.request('/v1/activities/occurrences', { schema: 'occurrenceListResponseSchema', query: toSnakeQuery(query) })).data;
}
/** Spec §3 Occurrence as staff read it, camelCase. */
export type StaffOccurrence = Awaited<ReturnType<typeof fetchOccurrences>>[number];

/** GET /api/v1/activities/occurrences/{id} (staff): one occurrence. */
export async function fetchOccurrence(api: ApiClient, occurrenceId: string) {
  return (await api.request(`/v1/activities/occurrences/${segment(occurrenceId)}`, { schema: 'occurrenceResponseSchema' })).data;
}

/** Spec §5 occurrence update, camelCase: `{ action: 'update' | 'reinstate' | 'delete', … }`. */
export type OccurrenceUpdateInput = Camelize<z.input<typeof occurrenceUpdateSchema>>;

/** PATCH /api/v1/activities/occurrences/{id} (staff managers): update, reinstate or delete (cancel) it; answers it. */
export async function updateOccurrence(api: ApiClient, occurrenceId: string, data: OccurrenceUpdateInput) {
  const path = `/v1/activities/occurrences/${segment(occurrenceId)}`;
  return (await api.request(path, { method: 'PATCH', schema: 'occurrenceResponseSchema', body: { data } })).data;
}

/** Every settled booking of an occurrence (the register), page by page at the largest page size (staff). */
export async function fetchRegister(api: ApiClient, occurrenceId: string): Promise<Booking[]> {
  const all: Booking[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await fetchBookings(api, { occurrenceId, status: ['settled'], cancellationSource: 'foh', page, perPage: 100 });
    all.push(...data);
    if (meta.pagination.nextPage === null) return all;
  }
}
