import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { membershipKeys, membershipQueries } from './membershipQueries';
import * as contract from '../contract';

const venue = {
  venue_id: 1, name: 'Riverside Aquatics Centre', slug: 'riverside-aquatics-centre', address1: '1 River Road', address2: null, town: 'Kingston',
  area: null, postcode: 'KT1 1AA', timezone: 'Europe/London', opening_times: [], coordinates: { latitude: 51.4, longitude: -0.3 },
  activities_v2_migration_date: null, camps_and_courses_enabled: null, created_at: '2024-01-01T00:00:00Z',
};
const gbp = (value: number) => ({ value, formatted: `£${(value / 100).toFixed(2)}`, currency: 'GBP' });
const plan = { key: 'gold', name: 'Gold membership', description: null, venue: null, length: { value: 12, unit: 'month' }, price: gbp(54000), discounts: [{ name: 'Adult swim', standard: gbp(520), member: gbp(0) }] };
const seen: string[] = [];
const api = createApiClient({
    responseSchemas: contract,
  baseUrl: '/api',
  fetch: async (url) => {
    seen.push(url);
    const body = url.startsWith('/api/activities/venues/online-joining') ? { data: [venue] } : { data: [plan] };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  },
});

describe('online-joining query factories', () => {
  it('reads the venues to join at', async () => {
    const query = membershipQueries.joiningVenues(api);
    expect(query.queryKey).toEqual(membershipKeys.joiningVenues());
    expect((await query.queryFn()).map((v) => v.slug)).toEqual(['riverside-aquatics-centre']);
  });
  it('reads a venue’s plans with their discounts, keyed by venue', async () => {
    const query = membershipQueries.plans(api, 'riverside-aquatics-centre');
    expect(query.queryKey).not.toEqual(membershipQueries.plans(api, null).queryKey);
    const [gold] = await query.queryFn();
    expect(gold).toMatchObject({ key: 'gold', length: { value: 12, unit: 'month' }, discounts: [{ name: 'Adult swim', member: { value: 0 } }] });
    expect(seen.at(-1)).toBe('/api/v1/memberships/plans?venue=riverside-aquatics-centre');
    await membershipQueries.plans(api, null).queryFn();
    expect(seen.at(-1)).toBe('/api/v1/memberships/plans');
  });

  it('keeps the venues and plans fresh for minutes, so a page drawn from its own reads is not asked for again', () => {
    expect(membershipQueries.joiningVenues(api).staleTime).toBeGreaterThanOrEqual(60_000);
    expect(membershipQueries.plans(api, 'riverside-aquatics-centre').staleTime).toBeGreaterThanOrEqual(60_000);
  });
});
