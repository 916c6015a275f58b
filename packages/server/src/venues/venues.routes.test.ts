import { messages, venueResponseSchema, venuesResponseSchema } from '@courtside/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (host: string, url: string) => t.request(host, { method: 'GET', url });

describe('GET /api/activities/venues', () => {
  it("lists only the request tenant's venues, sorted by name", async () => {
    const riverside = venuesResponseSchema.parse((await get(hosts.riverside, '/api/activities/venues')).json()).data;
    const peak = venuesResponseSchema.parse((await get(hosts.peak, '/api/activities/venues')).json()).data;
    expect(riverside.map((v) => v.slug)).toEqual([
      'millbrook-sports-hall',
      'riverside-aquatics-centre',
      'thameside-tennis-fitness',
    ]);
    expect(peak.map((v) => v.slug)).toEqual([
      'bakewell-activity-hub',
      'matlock-sports-centre',
      'peak-district-pool',
    ]);
  });

  it('gives each tenant one venue without coordinates and 7 days of opening times everywhere', async () => {
    for (const host of [hosts.riverside, hosts.peak]) {
      const venues = venuesResponseSchema.parse((await get(host, '/api/activities/venues')).json()).data;
      expect(venues.filter((v) => v.coordinates.latitude === null)).toHaveLength(1);
      for (const venue of venues) expect(venue.opening_times.map((o) => o.day_of_week)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
  });
});

describe('GET /api/activities/venues/{slug}', () => {
  it('answers the venue with dates as YYYY-MM-DD and created_at as ISO', async () => {
    const res = await get(hosts.riverside, '/api/activities/venues/millbrook-sports-hall');
    expect(res.statusCode).toBe(200);
    const { data } = venueResponseSchema.parse(res.json());
    expect(data).toMatchObject({
      name: 'Millbrook Sports Hall',
      address1: '45 Station Road',
      address2: null,
      town: 'Richmond',
      postcode: 'TW9 2NA',
      timezone: 'Europe/London',
      coordinates: { latitude: 51.4613, longitude: -0.3037 },
      activities_v2_migration_date: '2099-09-01',
      camps_and_courses_enabled: null,
      created_at: '2024-01-15T09:00:00.000Z',
    });
  });

  it('answers camps_and_courses_enabled as an object when set', async () => {
    const res = await get(hosts.riverside, '/api/activities/venues/riverside-aquatics-centre');
    expect(res.json().data.camps_and_courses_enabled).toEqual({ enabled: true });
  });

  it("answers 404 for another tenant's venue", async () => {
    const res = await get(hosts.riverside, '/api/activities/venues/peak-district-pool');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.notFound });
    expect((await get(hosts.peak, '/api/activities/venues/peak-district-pool')).statusCode).toBe(200);
  });

  it.each(['bad%20slug', 'Upper-Case', 'under_score', 'x'.repeat(256), '-leading'])(
    'answers 422, never 500, for the slug %s',
    async (slug) => {
      const res = await get(hosts.riverside, `/api/activities/venues/${slug}`);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(typeof body.message).toBe('string');
      expect(body.errors.slug.length).toBeGreaterThan(0);
    },
  );
});
