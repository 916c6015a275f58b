import { addDays, formatVenueDate, formatVenueTime, localToUtcIso, venueDateSlug } from '@courtside/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { activities, bookings, carts, locations, occurrences, orderLineItems, orderPayments, orders, users, venues } from '../db/schema';
import { seededBookingsAt } from './activities.bookings';
import type { KeepFree } from './activities.timetable';
import type { SeedContext, SeedModule } from './seedTypes';

// Spec §3 Block booking information: Matlock Badminton Club (its secretary, Hannah Cole, PA-000003) hires Court 12 at
// 19:00 on the next four weekday evenings that start more than a day from now — the first two paid off-system, the other
// two invoiced and not yet paid (no order). The timetable keeps those evenings free for the club (activities.seed.ts).
// Managers see who holds the court in the staff occurrence list; customers see the court as taken. Written once: a
// later run finds the club's block bookings and adds nothing.

export const CLUB = {
  tenant: 'peak', venue: 'matlock-sports-centre', timezone: 'Europe/London', contact: 'PA-000003', location: 'court-12', activity: 'badminton', time: '19:00',
  sessions: 4, paid: 2, price: 1200,
} as const;

const DAY = 86_400_000;
const isWeekday = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7 < 5;

/** The venue dates of the club's evenings as seen at `now`: the next four weekdays whose 19:00 is more than a day away. */
export function clubEvenings(now: Date): string[] {
  const evenings: string[] = [];
  for (let date = venueDateSlug(now, CLUB.timezone); evenings.length < CLUB.sessions; date = addDays(date, 1)) {
    const startsAt = Date.parse(localToUtcIso(`${date} ${CLUB.time}:00`, CLUB.timezone));
    if (isWeekday(date) && startsAt > now.getTime() + DAY) evenings.push(date);
  }
  return evenings;
}

/** generateTimetable's `keepFree` for a venue at `now`: the club's court on its evenings at Matlock, nothing elsewhere. */
export function keptFreeForTheClub(now: Date): (tenantSlug: string, venueSlug: string) => KeepFree {
  const evenings = new Set(clubEvenings(now));
  return (tenantSlug, venueSlug) => ({ location, date, time }) =>
    tenantSlug === CLUB.tenant && venueSlug === CLUB.venue && location === CLUB.location && time === CLUB.time && evenings.has(date);
}

async function seedBlockBookings({ tx, tenantIds, venueIds }: SeedContext, now: Date) {
  const tenantId = tenantIds[CLUB.tenant];
  const venueId = venueIds[CLUB.tenant]?.[CLUB.venue];
  if (tenantId === undefined || venueId === undefined) return;
  const [club] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.reference, CLUB.contact)));
  const [court] = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.venueId, venueId), eq(locations.slug, CLUB.location)));
  if (!club || !court) return;
  if ((await tx.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.tenantId, tenantId), eq(bookings.userId, club.id), eq(bookings.block, true))).limit(1)).length) return;
  const evenings = await tx
    .select({ id: occurrences.id, name: occurrences.name, publicId: occurrences.publicId, startsAt: occurrences.startsAt, timezone: occurrences.timezone, venueName: venues.name })
    .from(occurrences)
    .innerJoin(activities, eq(activities.id, occurrences.activityId))
    .innerJoin(venues, eq(venues.id, occurrences.venueId))
    .where(
      and(
        eq(occurrences.tenantId, tenantId),
        eq(occurrences.venueId, venueId),
        eq(activities.slug, CLUB.activity),
        eq(occurrences.status, 'bookable'),
        inArray(sql`${occurrences.startsLocal}::date`, clubEvenings(now)),
        sql`${occurrences.locationIds} = array[${court.id}]::integer[]`,
        sql`to_char(${occurrences.startsLocal}, 'HH24:MI') = ${CLUB.time}`,
        // Kept free by the timetable; a database seeded on an earlier day may have booked it since.
        sql`not exists (select 1 from ${bookings} where ${bookings.occurrenceId} = ${occurrences.id} and ${bookings.status} <> 'cancelled')`,
      ),
    )
    .orderBy(asc(occurrences.startsAt))
    .limit(CLUB.sessions);
  await tx.insert(carts).values({ tenantId, userId: club.id, source: 'foh' }).onConflictDoNothing();
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(and(eq(carts.tenantId, tenantId), eq(carts.userId, club.id), eq(carts.source, 'foh')));
  for (const [i, evening] of evenings.entries()) {
    let orderId: number | null = null;
    if (i < CLUB.paid) {
      const [order] = await tx
        .insert(orders)
        .values({ tenantId, userId: club.id, cartId: cart!.id, cartSource: 'foh', source: 'foh', status: 'success', total: CLUB.price, balance: 0, currency: 'GBP', itemHash: `seed-block-${evening.publicId}` })
        .returning({ id: orders.id });
      orderId = order!.id;
      await tx.insert(orderPayments).values({ tenantId, orderId, tenderType: 'off-system', amount: CLUB.price, transactionId: `seed-block-${evening.publicId}` });
      const summary = `${formatVenueDate(evening.startsAt, evening.timezone)} ${formatVenueTime(evening.startsAt, evening.timezone)} · ${evening.venueName}`;
      await tx.insert(orderLineItems).values({ tenantId, orderId, name: evening.name, summary, purchasableType: 'occurrence', purchasableId: evening.publicId, price: CLUB.price, attendeeName: 'Matlock Badminton Club' });
    }
    // Made at the desk ("elsewhere", as the seed's other bookings): the unpaid ones are invoiced, with no order yet.
    await tx.insert(bookings).values({ tenantId, occurrenceId: evening.id, userId: club.id, status: 'settled', quantity: 1, channel: 'foh', orderId, block: true, createdAt: seededBookingsAt });
  }
}

/** Seed module: the badminton club's block bookings at Matlock, relative to the seed's instant. */
export const blockBookingsSeed: SeedModule = (context) => seedBlockBookings(context, context.at);
