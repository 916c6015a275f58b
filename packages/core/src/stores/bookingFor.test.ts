import { describe, expect, it } from 'vitest';
import { actingForId, bookingForOptions, showsBookingFor } from './bookingFor';

describe("spec §2 'Booking for'", () => {
  const user = { id: 1, firstName: 'Alex', lastName: 'Morgan' };
  const links = [
    { referencedUser: { id: 3, name: 'Jamie Morgan' } },
    { referencedUser: { id: 2, name: 'Chris Morgan' } },
    { referencedUser: { id: 3, name: 'Jamie Morgan' } },
  ];

  it('lists the customer first, then each linked user once', () => {
    expect(bookingForOptions(user, links)).toEqual([
      { id: 1, name: 'Alex Morgan', isSelf: true },
      { id: 3, name: 'Jamie Morgan', isSelf: false },
      { id: 2, name: 'Chris Morgan', isSelf: false },
    ]);
  });

  it('shows only with linked users', () => {
    expect(showsBookingFor(undefined)).toBe(false);
    expect(showsBookingFor([])).toBe(false);
    expect(showsBookingFor(links)).toBe(true);
  });

  it('acts for the selected user only while still linked', () => {
    const options = bookingForOptions(user, links);
    expect(actingForId(3, options)).toBe(3);
    expect(actingForId(null, options)).toBe(1);
    expect(actingForId(99, options)).toBe(1);
    expect(actingForId(1, options)).toBe(1);
    expect(actingForId(3, [])).toBeNull();
  });
});
