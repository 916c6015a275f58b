import { describe, expect, it } from 'vitest';
import { matchBookingsRoute, matchRoutePattern } from './matchRoute';

describe('matching a path without the router', () => {
  it('reads named, optional and decoded segments', () => {
    expect(matchRoutePattern('/location/:venueSlug', '/location/caf%C3%A9')).toEqual({ venueSlug: 'café' });
    expect(matchRoutePattern('/:a/:b/:c/:type?', '/x/y/z')).toEqual({ a: 'x', b: 'y', c: 'z' });
    expect(matchRoutePattern('/:a/:b/:c/:type?', '/x/y/z/t')).toEqual({ a: 'x', b: 'y', c: 'z', type: 't' });
    expect(matchRoutePattern('/a/:b/*', '/a/b/c/d')).toEqual({ b: 'b' });
    expect(matchRoutePattern('/', '/')).toEqual({});
  });

  it('refuses extra, missing, different or undecodable segments', () => {
    expect(matchRoutePattern('/basket', '/basket/checkout')).toBeNull();
    expect(matchRoutePattern('/basket/checkout', '/basket')).toBeNull();
    expect(matchRoutePattern('/basket', '/pricing')).toBeNull();
    expect(matchRoutePattern('/location/:venueSlug', '/location/%E0%A4%A')).toBeNull();
  });

  it('takes the spec’s explicit routes before the short redirects', () => {
    expect(matchBookingsRoute('/basket')?.pattern).toBe('/basket');
    expect(matchBookingsRoute('/riverside')?.pattern).toBe('/:venueSlug');
    expect(matchBookingsRoute('/location/pool/yoga/2026-12-02/classes')).toEqual({
      pattern: '/location/:venueSlug/:activitySlug/:dateSlug/:type?/*',
      params: { venueSlug: 'pool', activitySlug: 'yoga', dateSlug: '2026-12-02', type: 'classes' },
    });
    expect(matchBookingsRoute('/a/b/c/d/e')).toBeNull();
  });
});
