import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { firstReads } from './routeReads';
import { shellKeys } from './shellQueries';

const api = createApiClient({ baseUrl: '/api', fetch: () => Promise.reject(new Error('no network in this test')) });

describe('a route’s first reads', () => {
  it('themes a venue page by its venue, other pages by the selected venue, and a checkout link by the tenant', () => {
    expect(firstReads(api, '/location/pool', { venueSlug: 'pool' }, 'gym').theme.queryKey).toEqual(shellKeys.theme('pool'));
    expect(firstReads(api, '/', {}, 'gym').theme.queryKey).toEqual(shellKeys.theme('gym'));
    expect(firstReads(api, '/checkout/abc', {}, 'gym').footer.queryKey).toEqual(shellKeys.footer(null));
  });

  it('reads a venue’s activities only under a venue', () => {
    expect(firstReads(api, '/', {}, null).activities).toBeNull();
    expect(firstReads(api, '/location/pool/yoga', { venueSlug: 'pool', activitySlug: 'yoga' }, null).activities?.queryKey).toContain('yoga');
    expect(firstReads(api, '/camps/location/pool/holiday', { venueSlug: 'pool', activitySlug: 'holiday' }, null).activities).toBeNull();
    expect(firstReads(api, '/courses/location/pool', { venueSlug: 'pool' }, null).activities).toBeNull();
    expect(firstReads(api, '/courses/location/pool', { venueSlug: 'pool' }, null).theme.queryKey).toEqual(shellKeys.theme('pool'));
  });

  it('reads no activity catalogue on the other sub-sites, though a join page names a venue it themes', () => {
    const join = firstReads(api, '/pool', { venueSlug: 'pool' }, 'gym', 'online-joining');
    expect(join.activities).toBeNull();
    expect(join.theme.queryKey).toEqual(shellKeys.theme('pool'));
    expect(join.footer.queryKey).toEqual(shellKeys.footer('pool'));
  });
});
