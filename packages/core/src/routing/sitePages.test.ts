import { describe, expect, it } from 'vitest';
import { matchSitePage, pageNotFound } from './sitePages';

const venueSlugs = ['riverside', 'millbrook'];
const notFound = (site: Parameters<typeof matchSitePage>[0], path: string, facts = {}) => pageNotFound(matchSitePage(site, path), { venueSlugs, ...facts });

describe('the pages each sub-site serves', () => {
  it('ranks our static pages before a venue’s short redirect', () => {
    expect(matchSitePage('bookings', '/till')?.pattern).toBe('/till');
    expect(matchSitePage('bookings', '/staff/register')?.pattern).toBe('/staff/register');
    expect(matchSitePage('bookings', '/riverside')?.pattern).toBe('/:venueSlug');
    expect(matchSitePage('online-joining', '/kiosk')?.pattern).toBe('/kiosk');
    expect(matchSitePage('online-joining', '/riverside/gold')).toEqual({ pattern: '/:venueSlug/:planKey', params: { venueSlug: 'riverside', planKey: 'gold' } });
  });

  it('knows each site’s own pages and not the others’', () => {
    expect(matchSitePage('my-account', '/guest-passes')?.pattern).toBe('/guest-passes');
    expect(matchSitePage('my-account', '/attendees')?.pattern).toBe('/attendees');
    expect(matchSitePage('bookings', '/guest-passes')?.pattern).toBe('/:venueSlug');
    expect(matchSitePage('my-account', '/till')).toBeNull();
    expect(matchSitePage('my-account', '/location/riverside')).toBeNull();
    expect(notFound('online-joining', '/booking-confirmed/12')).toBe(true);
    expect(matchSitePage('bookings', '/a/b/c/d/e')).toBeNull();
  });
});

describe('which navigations answer 404 (spec §2 "Page not found")', () => {
  it('is every path no page of the site has', () => {
    expect(notFound('bookings', '/a/b/c/d/e')).toBe(true);
    expect(notFound('my-account', '/nowhere')).toBe(true);
    expect(notFound('online-joining', '/riverside/gold/extra')).toBe(true);
  });

  it('is a venue the tenant does not have, on any page that names one', () => {
    expect(notFound('bookings', '/location/closed-down')).toBe(true);
    expect(notFound('bookings', '/closed-down')).toBe(true);
    expect(notFound('bookings', '/camps/location/closed-down')).toBe(true);
    expect(notFound('online-joining', '/closed-down')).toBe(true);
    expect(notFound('bookings', '/location/riverside')).toBe(false);
    expect(notFound('bookings', '/riverside/swimming')).toBe(false);
  });

  it('is an unknown activity or an impossible date on an activity’s pages, and only there', () => {
    expect(notFound('bookings', '/location/riverside/swimming', { activityMissing: true })).toBe(true);
    expect(notFound('bookings', '/location/riverside/swimming/2026-02-30')).toBe(true);
    expect(notFound('bookings', '/location/riverside/swimming/2026-02-28')).toBe(false);
    // A short redirect sends the browser on to the activity's page, which answers for itself.
    expect(notFound('bookings', '/riverside/swimming/2026-02-30', { activityMissing: true })).toBe(false);
  });

  it('gives every known page the benefit of the doubt when the venues are not known', () => {
    expect(pageNotFound(matchSitePage('bookings', '/closed-down'), {})).toBe(false);
    expect(notFound('bookings', '/')).toBe(false);
    expect(notFound('bookings', '/accessibility')).toBe(false);
    expect(notFound('my-account', '/login')).toBe(false);
  });
});
