import { describe, expect, it } from 'vitest';
import { bookingsPaths, onlineJoiningPaths, stripTrailingSlash } from './paths';
import { handleTokenParam, readQueryFlags, withEmbeddedFlag } from './queryFlags';
import { isBreadcrumbHidden, isCheckoutRoute, isHeaderNavHidden, showsCampsAndCourses, siteFromHostname, type ShellFlags } from './shell';

describe('path builders (spec §2)', () => {
  it.each([
    [bookingsPaths.venue('city-pool'), '/location/city-pool'],
    [bookingsPaths.timeSlots('v', 'swim', '2026-11-23'), '/location/v/swim/2026-11-23'],
    [bookingsPaths.timeSlots('v', 'swim', '2026-11-23', 'lanes'), '/location/v/swim/2026-11-23/lanes'],
    [bookingsPaths.campBook('v', 'c', 'x'), '/camps/location/v/c/x/book'],
    [bookingsPaths.courseDetails('v', 'c', 'x'), '/courses/location/v/c/timetable/x'],
    [bookingsPaths.bookingConfirmed(12), '/booking-confirmed/12'],
    [bookingsPaths.packageBook('v', 4), '/packages/location/v/4/book'],
    [onlineJoiningPaths.orderConfirmed(5, true), '/order-confirmed/5?kiosk=true'],
    [onlineJoiningPaths.kiosk('a b'), '/kiosk/?kiosk=true&centre=a%20b'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  it.each([['/', '/'], ['/basket/', '/basket'], ['/location/a//', '/location/a'], ['', '/']])('strips %s', (input, out) =>
    expect(stripTrailingSlash(input)).toBe(out));
});

describe('header and breadcrumb visibility (spec §2 Header and shell)', () => {
  const base: ShellFlags = { isEmbedded: false, isKiosk: false, site: 'bookings', isThirdPartyCheckout: false };
  it.each<[Partial<ShellFlags>, boolean]>([
    [{}, false],
    [{ isEmbedded: true }, true],
    [{ isKiosk: true }, false],
    [{ isKiosk: true, site: 'online-joining' }, true],
    [{ site: 'online-joining' }, false],
    [{ isThirdPartyCheckout: true }, true],
  ])('%o hides nav: %s', (flags, hidden) => expect(isHeaderNavHidden({ ...base, ...flags })).toBe(hidden));
  it('hides the breadcrumb only when embedded', () => {
    expect(isBreadcrumbHidden({ isEmbedded: true })).toBe(true);
    expect(isBreadcrumbHidden({ isEmbedded: false })).toBe(false);
  });
  it.each([[true, undefined, true], [false, undefined, false], [true, false, false], [false, true, true], [true, null, true]])(
    'tenant %s venue %s shows camps/courses %s', (tenant, venue, shown) => expect(showsCampsAndCourses(tenant, venue)).toBe(shown));
  it('knows the checkout route', () => {
    expect(isCheckoutRoute('/checkout/abc')).toBe(true);
    expect(isCheckoutRoute('/basket/checkout')).toBe(false);
  });
});

describe('query flags (spec §2)', () => {
  it('reads embedded, kiosk and centre', () => {
    expect(readQueryFlags('?embedded=true&kiosk=1&centre=city%20pool')).toEqual({ embedded: true, kiosk: true, centre: 'city pool', token: null });
    expect(readQueryFlags('')).toEqual({ embedded: null, kiosk: null, centre: null, token: null });
    expect(readQueryFlags('embedded=false').embedded).toBe(false);
  });
  it('strips a token on /checkout/ paths and keeps the rest', () => {
    expect(handleTokenParam('/checkout/abc', '?token=t1&x=2')).toEqual({ token: 't1', search: '?x=2', stripFromUrl: true, refreshLogin: false });
    expect(handleTokenParam('/checkout/abc', '?token=t1')?.search).toBe('');
  });
  it('stores a token elsewhere and asks for a login refresh', () => {
    expect(handleTokenParam('/basket', '?token=t2')).toEqual({ token: 't2', search: '?token=t2', stripFromUrl: false, refreshLogin: true });
    expect(handleTokenParam('/basket', '?x=1')).toBeNull();
  });
  it.each([
    ['/register', true, '/register?embedded=true'],
    ['/a?b=1', true, '/a?b=1&embedded=true'],
    ['/a#top', true, '/a?embedded=true#top'],
    ['/a', false, '/a'],
  ])('carries embedded on %s', (href, embedded, out) => expect(withEmbeddedFlag(href, embedded)).toBe(out));
});

describe('siteFromHostname', () => {
  it.each([
    ['localhost', 'bookings'],
    ['bookings.peak.localhost', 'bookings'],
    ['my-account.peak.localhost', 'my-account'],
    ['join.riverside.localhost', 'online-joining'],
    ['JOIN.example.com', 'online-joining'],
  ] as const)('%s → %s', (host, site) => expect(siteFromHostname(host)).toBe(site));
});
