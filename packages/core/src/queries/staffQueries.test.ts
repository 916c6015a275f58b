import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { parseQuery } from '../text/queryString';
import { staffKeys, staffQueries } from './staffQueries';
import * as contract from '../contract';

/** A URL's query as a lookup: the first value of a key, and all of them. */
function queryOf(url: string) {
  const pairs = parseQuery(url.slice(url.indexOf('?')));
  return { get: (key: string) => pairs.find(([k]) => k === key)?.[1] ?? null, getAll: (key: string) => pairs.filter(([k]) => k === key).map(([, v]) => v) };
}

/** An API that records what it was asked and answers pages of the register. */
function recordingApi(pages: unknown[][]) {
  const asked: string[] = [];
  const api = createApiClient({
    responseSchemas: contract,
    baseUrl: '/api',
    fetch: async (url) => {
      asked.push(String(url));
      if (String(url).startsWith('/api/v1/activities/occurrences')) return { ok: true, status: 200, text: async () => JSON.stringify({ data: [] }) };
      const page = Number(queryOf(String(url)).get('page'));
      const meta = { current_page: page, previous_page: page > 1 ? page - 1 : null, next_page: page < pages.length ? page + 1 : null, records_per_page: 100, records_on_current_page: pages[page - 1]!.length, first_record_on_current_page: null, last_record_on_current_page: null, total_records: 0, total_pages: pages.length };
      return { ok: true, status: 200, text: async () => JSON.stringify({ data: pages[page - 1], meta: { pagination: meta } }) };
    },
  });
  return { api, asked };
}

describe('staff query factories (the register)', () => {
  it('asks for a venue\'s whole venue-local day', async () => {
    const { api, asked } = recordingApi([]);
    const day = staffQueries.day(api, 7, '2026-12-31');
    expect(day.queryKey).toEqual(staffKeys.day(7, '2026-12-31'));
    expect(day.enabled).toBe(true);
    await day.queryFn();
    const query = queryOf(asked[0]!);
    expect([query.get('starts_after'), query.get('starts_before'), query.getAll('venue_ids[]').concat(query.getAll('venue_ids'))]).toEqual(['2026-12-31 00:00:00', '2027-01-01 00:00:00', ['7']]);
  });
  it('waits for a venue and a session', () => {
    const { api } = recordingApi([]);
    expect(staffQueries.day(api, null, '2026-12-31').enabled).toBe(false);
    expect(staffQueries.register(api, null).enabled).toBe(false);
  });
  it('reads every page of a session\'s settled bookings', async () => {
    const { api, asked } = recordingApi([[], []]);
    const register = staffQueries.register(api, 'a'.repeat(34));
    expect(await register.queryFn()).toEqual([]);
    expect(asked.map((url) => queryOf(url).get('page'))).toEqual(['1', '2']);
    expect(queryOf(asked[0]!).get('per_page')).toBe('100');
  });
});
