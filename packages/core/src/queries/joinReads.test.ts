import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient';
import { joinReads, readJoinPage } from './joinReads';
import { membershipKeys } from './membershipQueries';

const api = {} as ApiClient;

describe('joinReads: the read a join page needs for its first view', () => {
  it('reads the venues to join at on the site’s root', () => {
    expect(joinReads(api, '/', {})?.queryKey).toEqual(membershipKeys.joiningVenues());
  });

  it('reads a centre’s plans on its page', () => {
    expect(joinReads(api, '/riverside', { venueSlug: 'riverside' })?.queryKey).toEqual(membershipKeys.plans('riverside'));
  });

  it('reads nothing on a plan’s own page or the basket', () => {
    expect(joinReads(api, '/riverside/gold', { venueSlug: 'riverside', planKey: 'gold' })).toBeNull();
    expect(joinReads(api, '/basket', {})).toBeNull();
  });

  it('makes a page’s read with the reader it is given, and none on a page without one', async () => {
    const asked: unknown[] = [];
    await readJoinPage((options) => (asked.push(options.queryKey), Promise.resolve(null as never)), api, '/riverside', { venueSlug: 'riverside' });
    expect(asked).toEqual([membershipKeys.plans('riverside')]);
    expect(readJoinPage(() => Promise.reject(new Error('not asked')), api, '/basket', {})).toBeNull();
  });
});
