import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { bookings, occurrences, tenants, users, venues } from '../db/schema';
import { seededBookingsAt } from './activities.bookings';
import type { SeedContext, SeedModule } from './seedTypes';

// Fair use at Riverside: at Thameside Tennis & Fitness members book 14 days ahead and everyone else 7 (the operator's
// other venues keep no windows: the journeys book them weeks ahead as new customers); 3 no-shows in 30 days
// pause online booking for 7 days; and Jordan Price (RLT-000009) has three no-shows in the last 30 days (two marked
// absent at the register, one never taken), the latest two days before `now`, so online booking is paused for five
// days more. Like the seed's other bookings they were made elsewhere (`seededBookingsAt`, no order). The seeded attendees who fill past sessions are marked attended. Jordan's no-shows are written once: a later run finds Jordan's bookings and adds none.

const DAY = 86_400_000;

/** Riverside's member priority windows (at `windowsVenue`) and no-show rule. */
export const riversideFairUse = { windowsVenue: 'thameside-tennis-fitness', memberBookingDays: 14, publicBookingDays: 7, noShowLimit: 3, noShowWindowDays: 30, noShowPauseDays: 7 } as const;

/** How many days before `now` each of Jordan's no-shows started (within the seeded timetable, which starts at least 7 days back). */
export const jordanNoShowDaysAgo = [6, 4, 2] as const;

async function seedFairUse({ tx, tenantIds }: SeedContext, now: Date) {
  // The register was taken for the seeded attendees' sessions that have ended: they came (no-shows are Jordan's alone).
  await tx.execute(sql`update bookings b set attended = true from occurrences o, users u
    where o.id = b.occurrence_id and u.id = b.user_id and u.reference like 'SEED-ATT-%'
      and b.status = 'settled' and b.attended is null and o.ends_at <= ${now.toISOString()}::timestamptz`);
  const tenantId = tenantIds['riverside'];
  if (tenantId === undefined) return;
  const { windowsVenue, memberBookingDays, publicBookingDays, noShowLimit, noShowWindowDays, noShowPauseDays } = riversideFairUse;
  // The rules are written once, with the tenant's first no-show rule: a later run keeps what the operator has since set.
  const [tenant] = await tx.select({ noShowLimit: tenants.noShowLimit }).from(tenants).where(eq(tenants.id, tenantId));
  if (tenant?.noShowLimit == null) {
    await tx.update(tenants).set({ noShowLimit, noShowWindowDays, noShowPauseDays }).where(eq(tenants.id, tenantId));
    await tx.update(venues).set({ memberBookingDays, publicBookingDays }).where(and(eq(venues.tenantId, tenantId), eq(venues.slug, windowsVenue)));
  }
  const [jordan] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.reference, 'RLT-000009')));
  const [venue] = await tx.select({ id: venues.id }).from(venues).where(and(eq(venues.tenantId, tenantId), eq(venues.slug, 'riverside-aquatics-centre')));
  if (!jordan || !venue) return;
  if ((await tx.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.tenantId, tenantId), eq(bookings.userId, jordan.id))).limit(1)).length) return;
  const picked: number[] = [];
  for (const [i, days] of jordanNoShowDaysAgo.entries()) {
    // A bookable class that started on that day (its morning or later), ended before `now`, with a place left.
    const dayStart = new Date(now.getTime() - days * DAY);
    const [session] = await tx
      .select({ id: occurrences.id })
      .from(occurrences)
      .where(
        and(
          eq(occurrences.tenantId, tenantId), eq(occurrences.venueId, venue.id), eq(occurrences.status, 'bookable'), eq(occurrences.bookingType, 'classes'),
          gt(occurrences.startsAt, dayStart), lt(occurrences.startsAt, new Date(dayStart.getTime() + DAY)), lt(occurrences.endsAt, now),
          sql`${occurrences.capacity} > (select coalesce(sum(b.quantity), 0) from bookings b where b.occurrence_id = ${occurrences.id} and b.status = 'settled')`,
          picked.length ? sql`${occurrences.id} not in (${sql.join(picked.map((id) => sql`${id}`), sql`, `)})` : sql`true`,
        ),
      )
      .orderBy(asc(occurrences.startsAt))
      .limit(1);
    if (!session) continue;
    picked.push(session.id);
    await tx.insert(bookings).values({ tenantId, occurrenceId: session.id, userId: jordan.id, status: 'settled', quantity: 1, channel: 'online', attended: i === 1 ? null : false, createdAt: seededBookingsAt });
  }
}

/** Seed module: Riverside's fair-use settings and its paused customer, relative to the seed's instant. */
export const fairUseSeed: SeedModule = (context) => seedFairUse(context, context.at);
