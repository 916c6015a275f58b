import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { closureKeys, closureMutations, closureQueries } from './closureQueries';
import { staffKeys } from './staffQueries';
import * as contract from '../contract';

const closure = { id: 4, venue_id: 2, starts_at: '2026-12-31 09:00:00', ends_at: '2026-12-31 17:00:00', location_ids: [7], reason: null, created_at: '2026-12-01T10:00:00.000Z' };

/** An API that records each call (method, url, body) and answers what the closures routes answer. */
function recordingApi() {
  const asked: Array<{ method: string; url: string; body: unknown }> = [];
  const api = createApiClient({
    responseSchemas: contract,
    baseUrl: '/api',
    fetch: async (url, init) => {
      asked.push({ method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const locations = [{ id: 7, name: 'Studio', parent_id: null }];
      const data =
        init?.method === 'POST' ? { ...closure, occurrences_set_aside: ['a'.repeat(34)] } : init?.method === 'DELETE' ? { id: 4, occurrences_reinstated: [] } : String(url).endsWith('/locations') ? locations : [closure];
      return { ok: true, status: 200, text: async () => JSON.stringify({ data }) };
    },
  });
  return { api, asked };
}

describe('closure query factories', () => {
  it('reads a venue\'s closures, camelCased, and waits for a venue', async () => {
    const { api, asked } = recordingApi();
    const list = closureQueries.list(api, 'peak-district-pool');
    expect(list.queryKey).toEqual(closureKeys.list('peak-district-pool'));
    expect(list.enabled).toBe(true);
    expect(await list.queryFn()).toEqual([{ id: 4, venueId: 2, startsAt: '2026-12-31 09:00:00', endsAt: '2026-12-31 17:00:00', locationIds: [7], reason: null, createdAt: '2026-12-01T10:00:00.000Z' }]);
    expect(asked[0]).toMatchObject({ method: 'GET', url: '/api/v1/venues/peak-district-pool/closures' });
    expect(closureQueries.list(api, null).enabled).toBe(false);
  });
  it('closes with a snake_case body and answers the sessions set aside', async () => {
    const { api, asked } = recordingApi();
    const made = await closureMutations.create(api, 'peak-district-pool').mutationFn({ startsAt: '2026-12-31 09:00:00', endsAt: '2026-12-31 17:00:00', locationIds: [7], reason: 'Roof repairs.' });
    expect(made.occurrencesSetAside).toHaveLength(1);
    expect(asked[0]).toEqual({ method: 'POST', url: '/api/v1/venues/peak-district-pool/closures', body: { starts_at: '2026-12-31 09:00:00', ends_at: '2026-12-31 17:00:00', location_ids: [7], reason: 'Roof repairs.' } });
  });
  it('reopens by id', async () => {
    const { api, asked } = recordingApi();
    expect(await closureMutations.remove(api).mutationFn(4)).toEqual({ id: 4, occurrencesReinstated: [] });
    expect(asked[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/closures/4' });
  });
  it('reads a venue\'s locations with their parents, and waits for a venue', async () => {
    const { api, asked } = recordingApi();
    const locations = closureQueries.locations(api, 'peak-district-pool');
    expect(locations.queryKey).toEqual(closureKeys.locations('peak-district-pool'));
    expect(await locations.queryFn()).toEqual([{ id: 7, name: 'Studio', parentId: null }]);
    expect(asked[0]).toMatchObject({ method: 'GET', url: '/api/v1/venues/peak-district-pool/locations' });
    expect(closureQueries.locations(api, null).enabled).toBe(false);
  });
  it('makes the venue\'s closures and every register day stale after a change', () => {
    const [list, days] = closureKeys.changed('peak-district-pool');
    expect(list).toEqual(closureKeys.list('peak-district-pool'));
    expect(staffKeys.day(3, '2026-12-31').slice(0, days.length)).toEqual(days);
  });
});
