import { describe, expect, it } from 'vitest';
import { keyRoots, keysToInvalidate, queryKeys, timetableQueryEnabled, type ReloadEvent } from './queryKeys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

describe('query keys and spec §4 reloads', () => {
  it('puts every activity read under the activities root', () => {
    for (const key of [queryKeys.dates('v', 'c'), queryKeys.times('v', 'a', 'd'), queryKeys.timetable('v', 'a', 'd'), queryKeys.slots('v', 'a', 'd', 3)]) {
      expect(startsWith(key, keyRoots.activities)).toBe(true);
    }
    expect(queryKeys.slots('v', 'a', 'd', null)).toEqual(['activities', 'slots', 'v', 'a', 'd', '']);
    expect(queryKeys.cart('online', 4)).toEqual(['cart', 'online', 4]);
  });

  it.each<ReloadEvent>(['cartChanged', 'loggedIn', 'loggedOut', 'userSelected', 'paymentSucceeded', 'waitlistChanged', 'bookingChanged', 'venueChanged', 'categoryChanged'])(
    'dates and times reload after %s', (event) => {
      const prefixes = keysToInvalidate(event);
      expect(prefixes.some((p) => startsWith(queryKeys.dates('v', 'c'), p))).toBe(true);
      expect(prefixes.some((p) => startsWith(queryKeys.times('v', 'a', 'd'), p))).toBe(true);
    });

  it('reloads the basket after cart changes and payments but not after a waitlist change', () => {
    const touchesCart = (event: ReloadEvent) => keysToInvalidate(event).some((p) => startsWith(queryKeys.cart('online', null), p));
    expect(touchesCart('cartChanged')).toBe(true);
    expect(touchesCart('paymentSucceeded')).toBe(true);
    expect(touchesCart('loggedOut')).toBe(true);
    expect(touchesCart('waitlistChanged')).toBe(false);
    // A camp's or course's page reloads after its waitlist changes.
    expect(keysToInvalidate('waitlistChanged').some((p) => startsWith(queryKeys.courses('detail', 'x'), p))).toBe(true);
    expect(keysToInvalidate('loggedIn').some((p) => startsWith(queryKeys.authUser(), p))).toBe(true);
  });

  it.each([
    ['v', 'a', '2026-11-23', true],
    [null, 'a', '2026-11-23', false],
    ['v', '', '2026-11-23', false],
    ['v', 'a', undefined, false],
  ])('timetable enabled for %s/%s/%s: %s', (venue, activity, date, enabled) =>
    expect(timetableQueryEnabled(venue, activity, date)).toBe(enabled));
});
