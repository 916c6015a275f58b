import { describe, expect, it } from 'vitest';
import type { TenantHostMap } from '../config';
import { hostName, resolveHost, type HostTarget } from './resolveHost';

const tenantHostMap: TenantHostMap = {
  'book.peakactive.example': { tenant: 'peak', site: 'bookings' },
  'join.peakactive.example': { tenant: 'peak', site: 'online-joining' },
  'bookings.riverside.localhost': { tenant: 'peak', site: 'my-account' },
};
const config = { defaultTenant: 'riverside', tenantHostMap };

describe('resolveHost', () => {
  const cases: Array<[host: string | undefined, expected: HostTarget]> = [
    ['localhost', { tenant: 'riverside', site: 'bookings' }],
    ['localhost:3000', { tenant: 'riverside', site: 'bookings' }],
    ['127.0.0.1:3000', { tenant: 'riverside', site: 'bookings' }],
    ['[::1]:3000', { tenant: 'riverside', site: 'bookings' }],
    ['[::1]', { tenant: 'riverside', site: 'bookings' }],
    [undefined, { tenant: 'riverside', site: 'bookings' }],
    ['', { tenant: 'riverside', site: 'bookings' }],
    ['bookings.peak.localhost', { tenant: 'peak', site: 'bookings' }],
    ['my-account.peak.localhost:5173', { tenant: 'peak', site: 'my-account' }],
    ['join.peak.localhost', { tenant: 'peak', site: 'online-joining' }],
    ['JOIN.Peak.LOCALHOST.', { tenant: 'peak', site: 'online-joining' }],
    ['peak.localhost', { tenant: 'peak', site: 'bookings' }],
    ['my-account.localhost', { tenant: 'riverside', site: 'my-account' }],
    ['join.localhost:3000', { tenant: 'riverside', site: 'online-joining' }],
    ['unknown.localhost', { tenant: 'unknown', site: 'bookings' }],
    ['shop.peak.localhost', { tenant: 'riverside', site: 'bookings' }],
    ['a.b.peak.localhost', { tenant: 'riverside', site: 'bookings' }],
    ['bookings.example.com', { tenant: 'riverside', site: 'bookings' }],
    // The map wins, even over the *.localhost convention.
    ['book.peakactive.example', { tenant: 'peak', site: 'bookings' }],
    ['join.peakactive.example:443', { tenant: 'peak', site: 'online-joining' }],
    ['bookings.riverside.localhost', { tenant: 'peak', site: 'my-account' }],
  ];

  it.each(cases)('%s → %o', (host, expected) => {
    expect(resolveHost(host, config)).toEqual(expected);
  });

  it('uses the configured default tenant', () => {
    expect(resolveHost('localhost', { defaultTenant: 'peak', tenantHostMap: {} })).toEqual({
      tenant: 'peak',
      site: 'bookings',
    });
  });
});

describe('hostName', () => {
  it.each([
    ['Localhost:3000', 'localhost'],
    ['[::1]:8080', '[::1]'],
    ['example.org.', 'example.org'],
    ['  bookings.peak.localhost  ', 'bookings.peak.localhost'],
  ])('%s → %s', (header, expected) => {
    expect(hostName(header)).toBe(expected);
  });
});
