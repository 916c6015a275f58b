import { describe, expect, it } from 'vitest';
import { bookingsPaths, onlineJoiningPaths, stripTrailingSlash } from './paths';
import { handleTokenParam, readQueryFlags, signInTokenOf } from './queryFlags';
import { isBreadcrumbHidden, isCheckoutRoute, isHeaderNavHidden, showsCampsAndCourses, siteFromHostname, siteOrigin, crossSiteHref, type ShellFlags } from './shell';

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
    expect(handleTokenParam('/basket', '?token=t2&x=1')).toEqual({ token: 't2', search: '?x=1', stripFromUrl: false, refreshLogin: true });
    expect(handleTokenParam('/basket', '?x=1')).toBeNull();
    // A password reset link's token is the page's own: never stored as a login, never taken from the address.
    expect(handleTokenParam('/reset-password', '?token=reset', ['/reset-password'])).toBeNull();
    expect(handleTokenParam('/basket', '?token=t2', ['/reset-password'])?.token).toBe('t2');
  });
  it('names the token an address signs in with only when it is the address’s only parameter and a login', () => {
    expect(signInTokenOf('/basket/checkout', '?token=t3')).toBe('t3');
    expect(signInTokenOf('/basket/checkout', '?token=t3&embedded=true')).toBeNull();
    expect(signInTokenOf('/checkout/abc', '?token=t3')).toBeNull();
    expect(signInTokenOf('/reset-password', '?token=t3', ['/reset-password'])).toBeNull();
    expect(signInTokenOf('/basket', '?x=1')).toBeNull();
    expect(signInTokenOf('/basket', '')).toBeNull();
  });
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

describe('links between sub-sites (spec §2)', () => {
  it.each([
    ['localhost:3000', 'my-account', 'http://my-account.localhost:3000'],
    ['bookings.peak.localhost:3100', 'my-account', 'http://my-account.peak.localhost:3100'],
    ['my-account.peak.localhost:3100', 'bookings', 'http://bookings.peak.localhost:3100'],
    ['riverside.localhost', 'online-joining', 'http://join.riverside.localhost'],
    ['Bookings.Peak.Example', 'my-account', 'http://my-account.peak.example'],
  ] as const)('%s → %s is %s', (host, site, origin) => {
    expect(siteOrigin({ protocol: 'http:', host }, site)).toBe(origin);
    expect(siteFromHostname(origin.replace(/^https?:\/\//, '').split(':')[0]!)).toBe(site);
  });
  it('has none for a bare IP address', () => {
    expect(siteOrigin({ protocol: 'http:', host: '127.0.0.1:3000' }, 'my-account')).toBeNull();
    expect(siteOrigin({ protocol: 'http:', host: '[::1]:3000' }, 'my-account')).toBeNull();
  });
});

describe('crossing to another sub-site logged in (spec §2 token)', () => {
  const here = { protocol: 'http:', host: 'bookings.peak.localhost:3100' };
  it('carries the token to a sibling sub-site only', () => {
    expect(crossSiteHref('http://my-account.peak.localhost:3100/bookings/upcoming', here, 'tok')).toBe('http://my-account.peak.localhost:3100/bookings/upcoming?token=tok');
    expect(crossSiteHref('http://my-account.peak.localhost:3100/', here, null)).toBeNull();
    expect(crossSiteHref('http://my-account.peak.localhost:3100', here, 'a b')).toBe('http://my-account.peak.localhost:3100/?token=a%20b');
    expect(crossSiteHref('http://my-account.peak.localhost:3100/x?y=1&token=old#top', here, 'tok')).toBe('http://my-account.peak.localhost:3100/x?y=1&token=tok#top');
    // Another tenant, another port, the same site, a stranger, a relative path: never.
    expect(crossSiteHref('http://my-account.riverside.localhost:3100/', here, 'tok')).toBeNull();
    expect(crossSiteHref('http://my-account.peak.localhost:9999/', here, 'tok')).toBeNull();
    expect(crossSiteHref('http://bookings.peak.localhost:3100/basket', here, 'tok')).toBeNull();
    expect(crossSiteHref('https://evil.example/?x=1', here, 'tok')).toBeNull();
    expect(crossSiteHref('/bookings', here, 'tok')).toBeNull();
  });

  it('carries embedded=true from an embedded page, with or without a login (spec §2)', () => {
    expect(crossSiteHref('http://my-account.peak.localhost:3100/bookings', here, 'tok', true)).toBe('http://my-account.peak.localhost:3100/bookings?embedded=true&token=tok');
    expect(crossSiteHref('http://join.peak.localhost:3100/?embedded=true', here, null, true)).toBe('http://join.peak.localhost:3100/?embedded=true');
    expect(crossSiteHref('http://join.peak.localhost:3100/', here, null, false)).toBeNull();
    expect(crossSiteHref('https://evil.example/', here, null, true)).toBeNull();
  });

  it('carries the kiosk and its centre to the same device\'s other sub-sites, never elsewhere', () => {
    expect(crossSiteHref('http://bookings.peak.localhost:3100/location/x', { protocol: 'http:', host: 'join.peak.localhost:3100' }, null, false, 'city pool')).toBe(
      'http://bookings.peak.localhost:3100/location/x?kiosk=true&centre=city%20pool',
    );
    expect(crossSiteHref('http://my-account.peak.localhost:3100/?kiosk=false&centre=old', here, 'tok', false, 'pool')).toBe(
      'http://my-account.peak.localhost:3100/?kiosk=true&centre=pool&token=tok',
    );
    expect(crossSiteHref('https://evil.example/', here, null, false, 'pool')).toBeNull();
  });
});
