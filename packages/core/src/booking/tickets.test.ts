import { describe, expect, it } from 'vitest';
import { ageOn, defaultTicket, placesFor, qualifiesForTicket, type TicketBand } from './tickets';

type Ticket = TicketBand & { id: string };
const adult: Ticket = { id: 'adult', minAge: 16, maxAge: null, attendees: 1 };
const child: Ticket = { id: 'child', minAge: null, maxAge: 15, attendees: 1 };
const family: Ticket = { id: 'family', minAge: null, maxAge: null, attendees: 4 };
const tickets = [adult, child, family];

describe('ageOn', () => {
  it.each([
    ['2015-06-02', '2026-06-01', 10],
    ['2015-06-02', '2026-06-02', 11],
    ['2015-06-02', '2026-11-24', 11],
    ['2010-11-25', '2026-11-24', 15],
    ['2010-11-24', '2026-11-24', 16],
    ['2012-02-29', '2026-02-28', 13],
    ['2012-02-29', '2026-03-01', 14],
    ['1980-01-01', '2026-11-24 10:00:00', 46],
  ])('born %s is on %s aged %i', (dob, day, age) => {
    expect(ageOn(dob, day)).toBe(age);
  });
});

describe('qualifiesForTicket', () => {
  it('bounds are inclusive', () => {
    expect(qualifiesForTicket(child, 15)).toBe(true);
    expect(qualifiesForTicket(child, 16)).toBe(false);
    expect(qualifiesForTicket(adult, 16)).toBe(true);
    expect(qualifiesForTicket(adult, 15)).toBe(false);
    expect(qualifiesForTicket(family, 3)).toBe(true);
  });
  it('an unknown age may not claim a concession with an upper bound', () => {
    expect(qualifiesForTicket(child, null)).toBe(false);
    expect(qualifiesForTicket(adult, null)).toBe(true);
    expect(qualifiesForTicket(family, null)).toBe(true);
  });
});

describe('defaultTicket', () => {
  const forAge = (age: number | null) => (t: Ticket) => qualifiesForTicket(t, age);
  it('picks the one-person ticket the attendee qualifies for', () => {
    expect(defaultTicket(tickets, forAge(11))?.id).toBe('child');
    expect(defaultTicket(tickets, forAge(40))?.id).toBe('adult');
    expect(defaultTicket(tickets, forAge(null))?.id).toBe('adult');
  });
  it('falls back to any ticket that fits, then to none', () => {
    expect(defaultTicket([child, family], forAge(40))?.id).toBe('family');
    expect(defaultTicket([child], forAge(40))).toBeNull();
    expect(defaultTicket([], forAge(40))).toBeNull();
  });
});

describe('placesFor', () => {
  it('takes a place per person each ticket admits', () => {
    expect(placesFor(family, 1)).toBe(4);
    expect(placesFor(adult, 3)).toBe(3);
    expect(placesFor(null, 2)).toBe(2);
  });
});
