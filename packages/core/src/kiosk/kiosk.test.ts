import { describe, expect, it } from 'vitest';
import {
  isKioskStartPath,
  KIOSK_IDLE_LOGOUT_MS,
  KIOSK_IDLE_WARNING_MS,
  kioskHomeUrl,
  kioskIdleApplies,
  kioskIdlePhase,
  kioskSecondsLeft,
  kioskStart,
  parseStoredKiosk,
} from './kiosk';

describe('kiosk idle clock (spec §9 90000 ms; WCAG 2.2.1 warning)', () => {
  it('is the spec constant, warned at least 20 s before', () => {
    expect(KIOSK_IDLE_LOGOUT_MS).toBe(90000);
    expect(KIOSK_IDLE_WARNING_MS).toBeGreaterThanOrEqual(20000);
  });
  it.each([
    [0, 'active'],
    [69_999, 'active'],
    [70_000, 'warning'],
    [89_999, 'warning'],
    [90_000, 'expired'],
    [500_000, 'expired'],
  ] as const)('after %i ms idle: %s', (idle, phase) => expect(kioskIdlePhase(idle)).toBe(phase));
  it.each([
    [70_000, 20],
    [70_001, 20],
    [89_001, 1],
    [90_000, 0],
    [95_000, 0],
  ])('counts down: %i ms idle leaves %i s', (idle, left) => expect(kioskSecondsLeft(idle)).toBe(left));
  it('runs unless the kiosk rests on its start page with nobody signed in', () => {
    expect(kioskIdleApplies({ isKiosk: true, signedIn: false, atHome: true })).toBe(false);
    expect(kioskIdleApplies({ isKiosk: true, signedIn: true, atHome: true })).toBe(true);
    expect(kioskIdleApplies({ isKiosk: true, signedIn: false, atHome: false })).toBe(true);
    expect(kioskIdleApplies({ isKiosk: false, signedIn: true, atHome: false })).toBe(false);
  });
});

describe('kiosk query parameters (spec §2)', () => {
  it('starts at a centre, resets on kiosk=false, keeps the stored setting otherwise', () => {
    expect(kioskStart({ kiosk: true, centre: 'riverside' })).toEqual({ kind: 'start', kiosk: { centre: 'riverside' } });
    expect(kioskStart({ kiosk: false, centre: 'riverside' })).toEqual({ kind: 'reset' });
    expect(kioskStart({ kiosk: true, centre: null })).toEqual({ kind: 'keep' });
    expect(kioskStart({ kiosk: true, centre: '  ' })).toEqual({ kind: 'keep' });
    expect(kioskStart({ kiosk: true, centre: 'x'.repeat(256) })).toEqual({ kind: 'keep' });
    expect(kioskStart({ kiosk: null, centre: 'riverside' })).toEqual({ kind: 'keep' });
  });
  it('reads only a well-formed stored setting', () => {
    expect(parseStoredKiosk('{"centre":"riverside"}')).toEqual({ centre: 'riverside' });
    expect(parseStoredKiosk('{"centre":""}')).toBeNull();
    expect(parseStoredKiosk('not json')).toBeNull();
    expect(parseStoredKiosk(null)).toBeNull();
    expect(parseStoredKiosk('null')).toBeNull();
    expect(parseStoredKiosk('{"centre":7}')).toBeNull();
    expect(parseStoredKiosk(JSON.stringify({ centre: 'x'.repeat(256) }))).toBeNull();
    expect(parseStoredKiosk(JSON.stringify({ centre: 'x'.repeat(255), extra: 1 }))).toEqual({ centre: 'x'.repeat(255) });
  });
  it('goes home to the online-joining kiosk page, or the operator\'s configured home', () => {
    const here = { protocol: 'http:', host: 'bookings.peak.localhost:3100' };
    expect(kioskHomeUrl('city pool', here)).toBe('http://join.peak.localhost:3100/kiosk/?kiosk=true&centre=city%20pool');
    expect(kioskHomeUrl('pool', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000/kiosk/?kiosk=true&centre=pool');
    expect(kioskHomeUrl('pool', here, 'https://peak.example/kiosk')).toBe('https://peak.example/kiosk');
    // A configured path is the joining site's, never a path the bookings site does not have.
    expect(kioskHomeUrl('pool', here, '/kiosk/?kiosk=true&centre=lido')).toBe('http://join.peak.localhost:3100/kiosk/?kiosk=true&centre=lido');
  });
  it('knows the start page', () => {
    expect(isKioskStartPath('/kiosk')).toBe(true);
    expect(isKioskStartPath('/kiosk/')).toBe(true);
    expect(isKioskStartPath('/kiosk/x')).toBe(false);
  });
});
