/**
 * Spec §3 Ticket eligibility. A ticket may bound the attendee's age (inclusive, in whole years on the session's
 * day); a ticket with no bounds is for anyone. An attendee whose date of birth is unknown cannot claim a ticket with
 * an upper bound (a concession needs the age it is for), but may use any other.
 */
export interface TicketBand {
  minAge: number | null;
  maxAge: number | null;
  /** How many people one ticket admits (a family ticket admits several; each takes a place). */
  attendees: number;
}

/** Whole years from a date of birth ('YYYY-MM-DD') to a day ('YYYY-MM-DD…'); a 29 February birthday turns on 1 March. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** Spec §3 Ticket: whether an attendee of this age (null: unknown) may use the ticket. */
export function qualifiesForTicket(ticket: Pick<TicketBand, 'minAge' | 'maxAge'>, age: number | null): boolean {
  if (age === null) return ticket.maxAge === null;
  return (ticket.minAge === null || age >= ticket.minAge) && (ticket.maxAge === null || age <= ticket.maxAge);
}

/**
 * The ticket a booking defaults to: the first one-person ticket the attendee may use, else the first ticket they may
 * use at all (in the activity's order); null when none fits. `usable` says which they may use: the age band on the
 * server (`qualifiesForTicket`), the server's answer in the app.
 */
export function defaultTicket<T extends Pick<TicketBand, 'attendees'>>(tickets: readonly T[], usable: (ticket: T) => boolean): T | null {
  const fits = tickets.filter(usable);
  return fits.find((t) => t.attendees === 1) ?? fits[0] ?? null;
}

/** The places a line of `quantity` tickets takes: each ticket admits its attendees. */
export function placesFor(ticket: Pick<TicketBand, 'attendees'> | null, quantity: number): number {
  return quantity * Math.max(1, ticket?.attendees ?? 1);
}
