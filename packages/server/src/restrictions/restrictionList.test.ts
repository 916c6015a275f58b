import { restrictionListResponseSchema } from '@courtside/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, staffFixture } from '../../test/staffTestKit';
import { hosts, type TestApp } from '../../test/testApp';

// Spec §5/§7 "list restrictions" (staff): the tenant's waivers and inductions, searched by name, filtered by type,
// paged with the spec's pagination and sorting meta; the contract's bounds answer 422.
let t: TestApp;
let desk: string;
let customer: string;
let peakManager: string;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  ({ t, desk, customer, peakManager } = await staffFixture());
  call = callAs(t);
});
afterAll(() => t.close());

const list = async (query: string, token = desk, host?: string) => {
  const res = await call('GET', `/api/v1/activities/restrictions${query}`, token, undefined, host);
  expect(res.statusCode).toBe(200);
  return restrictionListResponseSchema.parse(res.json());
};

describe('the restriction list', () => {
  it('lists the tenant\'s waivers and inductions by name, with the pagination and sorting meta', async () => {
    const all = await list('');
    const names = all.data.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Pool safety waiver', 'Spin bike induction']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(all.meta.pagination).toMatchObject({ current_page: 1, records_per_page: 20, total_records: all.data.length, previous_page: null });
    expect(all.meta.sorting).toEqual({ sort_by: 'name', direction: 'ascending' });
    expect(all.data.find((r) => r.name === 'Pool safety waiver')!.agreements).toHaveLength(1);
  });

  it('searches names as typed, filters by type, and pages', async () => {
    expect((await list('?search=POOL%20safety')).data.map((r) => r.name)).toEqual(['Pool safety waiver']);
    expect((await list('?search=100%25')).data).toEqual([]);
    expect((await list('?type=pre-purchase-induction')).data.every((r) => r.type === 'pre-purchase-induction')).toBe(true);
    expect((await list('?type=pre-purchase-induction&type=pre-purchase-waiver')).data.map((r) => r.type)).toEqual(expect.arrayContaining(['pre-purchase-induction', 'pre-purchase-waiver']));
    const total = (await list('')).meta.pagination.total_records;
    const second = await list('?per_page=1&page=2');
    expect(second.data).toHaveLength(total >= 2 ? 1 : 0);
    expect(second.meta.pagination).toMatchObject({ current_page: 2, records_per_page: 1, total_records: total, total_pages: total });
  });

  it('keeps the contract\'s bounds, and is for staff of the tenant only', async () => {
    for (const bad of ['?per_page=101', '?per_page=0', '?page=0', `?search=${'a'.repeat(256)}`, '?type=disclaimer']) {
      expect((await call('GET', `/api/v1/activities/restrictions${bad}`, desk)).statusCode, bad).toBe(422);
    }
    expect((await call('GET', '/api/v1/activities/restrictions', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/activities/restrictions', customer)).statusCode).toBe(403);
    // Peak's list is Peak's: its ids are none of Riverside's.
    const riverside = new Set((await list('')).data.map((r) => r.id));
    expect((await list('', peakManager, hosts.peak)).data.some((r) => riverside.has(r.id))).toBe(false);
  });
});
