import { and, asc, eq, inArray } from 'drizzle-orm';
import { aliasedTable } from 'drizzle-orm';
import { bookingPasses, bookings, occurrences, orders, tenants, tickets, users, venues } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** One booked session as a mail tells it. */
export interface MailBooking {
  bookingId: number;
  occurrencePublicId: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  venueName: string;
  venueAddress: string;
  attendee: { id: number; name: string; email: string | null };
  ticketName: string | null;
  /** The booking's pass code, compact (null: none given; a cancellation's mail shows none). */
  passCode: string | null;
}

/** What a booking mail is about: the tenant, the buyer and the bookings (of an order, or the one cancelled). */
export interface MailFacts {
  tenant: { slug: string; name: string };
  buyer: { id: number; firstName: string; email: string | null };
  orderReference: string | null;
  bookings: MailBooking[];
}

async function factsOf(scope: TenantDb, buyerId: number, orderReference: string | null, where: ReturnType<typeof eq>): Promise<MailFacts | null> {
  const { db, tenantId } = requireTenant(scope);
  const attendee = aliasedTable(users, 'attendee');
  const [tenant] = await db.select({ slug: tenants.slug, name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const [buyer] = await db.select({ id: users.id, firstName: users.firstName, email: users.email }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, buyerId)));
  if (!tenant || !buyer) return null;
  const rows = await db
    .select({ booking: bookings, occurrence: occurrences, venue: venues, attendee: { id: attendee.id, firstName: attendee.firstName, lastName: attendee.lastName, email: attendee.email }, ticketName: tickets.name, passCode: bookingPasses.code })
    .from(bookings)
    .innerJoin(occurrences, and(eq(occurrences.tenantId, bookings.tenantId), eq(occurrences.id, bookings.occurrenceId)))
    .innerJoin(venues, and(eq(venues.tenantId, occurrences.tenantId), eq(venues.id, occurrences.venueId)))
    .innerJoin(attendee, and(eq(attendee.tenantId, bookings.tenantId), eq(attendee.id, bookings.userId)))
    .leftJoin(tickets, and(eq(tickets.tenantId, bookings.tenantId), eq(tickets.id, bookings.ticketId)))
    .leftJoin(bookingPasses, and(eq(bookingPasses.tenantId, bookings.tenantId), eq(bookingPasses.bookingId, bookings.id)))
    .where(and(eq(bookings.tenantId, tenantId), where))
    .orderBy(asc(occurrences.startsAt), asc(bookings.id));
  return {
    tenant,
    buyer,
    orderReference,
    bookings: rows.map((r) => ({
      bookingId: r.booking.id,
      occurrencePublicId: r.occurrence.publicId,
      name: r.occurrence.name,
      startsAt: r.occurrence.startsAt,
      endsAt: r.occurrence.endsAt,
      timezone: r.venue.timezone,
      venueName: r.venue.name,
      venueAddress: [r.venue.address1, r.venue.address2, r.venue.town, r.venue.postcode].filter(Boolean).join(', '),
      attendee: { id: r.attendee.id, name: `${r.attendee.firstName} ${r.attendee.lastName}`.trim(), email: r.attendee.email },
      ticketName: r.ticketName,
      passCode: r.passCode,
    })),
  };
}

/** An order's bookings with its buyer (null: no such order in the scope's tenant). */
export async function orderMailFacts(scope: TenantDb, orderId: number): Promise<MailFacts | null> {
  const { db, tenantId } = requireTenant(scope);
  const [order] = await db.select({ userId: orders.userId, reference: orders.reference }).from(orders).where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  if (!order) return null;
  return factsOf(scope, order.userId, order.reference, eq(bookings.orderId, orderId));
}

/** One booking with whoever paid for it (its order's buyer, else the attendee). */
export async function bookingMailFacts(scope: TenantDb, bookingId: number): Promise<MailFacts | null> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db
    .select({ userId: bookings.userId, orderUserId: orders.userId, reference: orders.reference })
    .from(bookings)
    .leftJoin(orders, and(eq(orders.tenantId, bookings.tenantId), eq(orders.id, bookings.orderId)))
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, bookingId)));
  if (!row) return null;
  return factsOf(scope, row.orderUserId ?? row.userId, row.reference, inArray(bookings.id, [bookingId]));
}

/** A camp's or course's bookings (every session of its bundle) for its cancellation mail, to the payer. */
export async function bundleMailFacts(scope: TenantDb, bundleId: number): Promise<MailFacts | null> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db
    .select({ userId: bookings.userId, orderUserId: orders.userId, reference: orders.reference })
    .from(bookings)
    .leftJoin(orders, and(eq(orders.tenantId, bookings.tenantId), eq(orders.id, bookings.orderId)))
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.bundleId, bundleId)))
    .limit(1);
  if (!row) return null;
  return factsOf(scope, row.orderUserId ?? row.userId, row.reference, eq(bookings.bundleId, bundleId));
}
