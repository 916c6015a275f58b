import { staffMay, type StaffAction } from '@courtside/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSession } from '../../test/checkoutTestKit';
import { routesOf, type RouteEntry } from '../http/routeTable';
import { describeCall, exampleInput, sendsBody, urlOf, type Resolver } from '../../test/securityKit';
import { hosts, type TestApp } from '../../test/testApp';
import { callAs, staffFixture } from '../../test/staffTestKit';

// The role and tenant matrix over every staff route, generated from the route table (each route's guard names its staff
// action): a visitor is 401, a customer 403, another tenant's staff are not signed in here (401), and a front-of-house
// member is 403 exactly where core's staffMay keeps the action for managers.
let t: TestApp;
let callers: Awaited<ReturnType<typeof staffFixture>>;
let sessionId: string;

beforeAll(async () => {
  callers = await staffFixture();
  t = callers.t;
  await t.app.ready();
  sessionId = (await freshSession(t, 5)).publicId;
});
afterAll(() => t.close());

const staffRoutes = () => routesOf(t.app).filter((r) => r.staffAction !== undefined);

/** Valid input for every field (so the guard, not the contract, answers): a real session where an occurrence id goes. */
const fixtures: Record<string, unknown> = {
  search: 'morgan',
  url: 'https://hooks.example.com/in',
  venue_slug: 'riverside-aquatics-centre',
  starts_at: '2030-01-07 10:00:00',
  ends_at: '2030-01-07 12:00:00',
  // No windows is valid (the venue keeps none); no caller here may change them.
  opening_times: [],
};
const valid: Resolver = (key, schema) => (schema.minLength === 34 ? sessionId : fixtures[key]);

async function ask(route: RouteEntry, token: string | null, host?: string) {
  const input = exampleInput(route, valid);
  const url = urlOf(route, input.params, input.query);
  const res = await callAs(t)(route.method as 'GET', url, token, sendsBody(route) ? (input.body ?? {}) : undefined, host);
  return { status: res.statusCode, shown: describeCall(route.method, url, {}, JSON.stringify(input.body ?? null)) };
}

describe('every staff route', () => {
  it('is found in the route table', () => {
    expect(staffRoutes().length).toBeGreaterThanOrEqual(20);
  });

  it('answers 401 to a visitor, 403 to a customer, 401 to another tenant\'s staff, and keeps managers\' actions', async () => {
    const wrong: string[] = [];
    for (const route of staffRoutes()) {
      const expectFor = async (who: string, token: string | null, expected: number, host?: string) => {
        const { status, shown } = await ask(route, token, host);
        if (status !== expected) wrong.push(`${who}: ${shown} → ${status}, expected ${expected}`);
      };
      await expectFor('visitor', null, 401);
      await expectFor('customer', callers.customer, 403);
      await expectFor('peak manager on riverside', callers.peakManager, 401);
      const action = route.staffAction as StaffAction | 'any';
      if (action !== 'any' && !staffMay('front-of-house', action)) await expectFor('front-of-house', callers.desk, 403);
    }
    expect(wrong).toEqual([]);
  });

  it('lets another tenant\'s manager act only on their own host, where a Riverside session is unknown', async () => {
    const route = staffRoutes().find((r) => r.method === 'GET' && r.url === '/api/v1/activities/occurrences/:occurrence_id')!;
    expect((await ask(route, callers.peakManager, hosts.peak)).status).toBe(404);
    expect((await ask(route, callers.desk)).status).toBe(200);
  });
});
