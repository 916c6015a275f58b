import { creditCutOff, formatVenueDate, formatVenueTime } from '@courtside/core';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { activities, bookings, carts, occurrences, orderLineItems, orderPayments, orders, penalties, prices, users, venues } from '../db/schema';
import type { SeedContext, SeedModule, SeedTx } from './seedTypes';

// Demo history for Chris Morgan (RLT-000002, Riverside; no journey test uses Chris): past orders — one plain,
// one partly refunded (one of its two classes cancelled in time, the price returned as credit), one fully refunded —
// bookings in the past, and a late cancellation under aqua aerobics' fee rule (a £3.00 penalty owed). Written once:
// a later run finds Chris's orders and adds nothing.

const DAY = 86_400_000;

type Session = { id: number; publicId: string; name: string; startsAt: Date; timezone: string; venueName: string };

/** What the history needs to know of a past class: when, what, and how many of its places others hold (settled or still reserved). */
export interface ClassFacts {
  startsAt: Date;
  activity: string;
  capacity: number;
  taken: number;
}

type PastClass = Session & ClassFacts;

/** The classes Chris's history needs: three yoga, then two aqua aerobics, soonest first. */
export const historyNeeds = { yoga: 3, 'aqua-aerobics': 2 } as const;

/**
 * Chris's classes among the venue's past ones: per activity of `historyNeeds`, the first that started between 10 and 1
 * days before `now` with a place left for Chris (a place held by history must not overfill a class). Null when the
 * timetable has too few.
 */
export function pickHistoryClasses<C extends ClassFacts>(classes: readonly C[], now: Date): Record<keyof typeof historyNeeds, C[]> | null {
  const from = now.getTime() - 10 * DAY;
  const to = now.getTime() - DAY;
  const eligible = classes
    .filter((c) => c.startsAt.getTime() > from && c.startsAt.getTime() < to && c.taken < c.capacity)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const yoga = eligible.filter((c) => c.activity === 'yoga').slice(0, historyNeeds.yoga);
  const aqua = eligible.filter((c) => c.activity === 'aqua-aerobics').slice(0, historyNeeds['aqua-aerobics']);
  return yoga.length === historyNeeds.yoga && aqua.length === historyNeeds['aqua-aerobics'] ? { yoga, 'aqua-aerobics': aqua } : null;
}

/** The venue's bookable yoga and aqua aerobics classes between 10 and 1 days before `now`, with their places taken at `now`. */
async function pastClasses(tx: SeedTx, tenantId: number, venueId: number, now: Date): Promise<PastClass[]> {
  const live = sql`(${bookings.status} = 'settled' or (${bookings.status} = 'reserved' and ${bookings.reservedUntil} > ${now.toISOString()}::timestamptz))`;
  return tx
    .select({
      id: occurrences.id, publicId: occurrences.publicId, name: occurrences.name, startsAt: occurrences.startsAt, timezone: occurrences.timezone, venueName: venues.name,
      activity: activities.slug, capacity: occurrences.capacity,
      taken: sql<number>`(select coalesce(sum(${bookings.quantity}), 0)::int from ${bookings} where ${bookings.occurrenceId} = ${occurrences.id} and ${live})`,
    })
    .from(occurrences)
    .innerJoin(activities, eq(activities.id, occurrences.activityId))
    .innerJoin(venues, eq(venues.id, occurrences.venueId))
    .where(and(
      eq(occurrences.tenantId, tenantId), eq(occurrences.venueId, venueId), eq(occurrences.status, 'bookable'), inArray(activities.slug, Object.keys(historyNeeds)),
      gt(occurrences.startsAt, new Date(now.getTime() - 10 * DAY)), lt(occurrences.startsAt, new Date(now.getTime() - DAY)),
    ))
    .orderBy(asc(occurrences.startsAt));
}

/** What one place costs by its price's reference (the seeded standard prices). */
async function amountOf(tx: SeedTx, tenantId: number, reference: string): Promise<number> {
  const [row] = await tx.select({ amount: prices.amount }).from(prices).where(and(eq(prices.tenantId, tenantId), eq(prices.reference, reference)));
  return row?.amount ?? 750;
}

const summary = (s: Session) => `${formatVenueDate(s.startsAt, s.timezone)} ${formatVenueTime(s.startsAt, s.timezone)} · ${s.venueName}`;

interface Purchase {
  key: string;
  boughtAt: Date;
  /** Each session bought, and how it ended: attended, cancelled in time (credit), or cancelled late (fee). */
  lines: Array<{ session: Session; price: number; outcome: 'attended' | 'credited' | 'late' }>;
}

/** The customer's online cart (spec §3: one per user and source), made when they have none yet. */
async function onlineCart(tx: SeedTx, tenantId: number, userId: number): Promise<number> {
  await tx.insert(carts).values({ tenantId, userId, source: 'online' }).onConflictDoNothing();
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(and(eq(carts.tenantId, tenantId), eq(carts.userId, userId), eq(carts.source, 'online')));
  return cart!.id;
}

/** One past order with its lines, card payment and bookings; answers the credit it gave back. */
async function writePurchase(tx: SeedTx, tenantId: number, userId: number, purchase: Purchase, fee: number): Promise<number> {
  const cartId = await onlineCart(tx, tenantId, userId);
  const total = purchase.lines.reduce((sum, l) => sum + l.price, 0);
  const refunded = purchase.lines.filter((l) => l.outcome === 'credited').reduce((sum, l) => sum + l.price, 0);
  const [order] = await tx
    .insert(orders)
    .values({ tenantId, userId, cartId, cartSource: 'online', source: 'online', status: 'success', total, balance: 0, currency: 'GBP', itemHash: `seed-history-${purchase.key}`, refunded, createdAt: purchase.boughtAt })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await tx.insert(orderPayments).values({ tenantId, orderId, tenderType: 'card', amount: total, transactionId: `seed-history-${purchase.key}` });
  for (const { session, price, outcome } of purchase.lines) {
    await tx.insert(orderLineItems).values({ tenantId, orderId, name: session.name, summary: summary(session), purchasableType: 'occurrence', purchasableId: session.publicId, price, attendeeName: 'Chris Morgan', createdAt: purchase.boughtAt });
    const [booking] = await tx
      .insert(bookings)
      .values({ tenantId, occurrenceId: session.id, userId, status: outcome === 'attended' ? 'settled' : 'cancelled', attended: outcome === 'attended' ? true : null, quantity: 1, channel: 'online', orderId, createdAt: purchase.boughtAt })
      .returning({ id: bookings.id });
    if (outcome === 'late') {
      await tx.insert(penalties).values({ tenantId, userId, bookingId: booking!.id, amount: fee, currency: 'GBP', reason: `Late cancellation: ${session.name}`, createdAt: new Date(creditCutOff(session.startsAt).getTime() + 3_600_000) });
    }
  }
  return refunded;
}

/** Chris's history at the tenant's first venue, around `now`. */
async function seedHistory({ tx, tenantIds }: SeedContext, now: Date) {
  const tenantId = tenantIds['riverside'];
  if (tenantId === undefined) return;
  const [chris] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.reference, 'RLT-000002')));
  const [venue] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.tenantId, tenantId)).orderBy(venues.id).limit(1);
  if (!chris || !venue) return;
  if ((await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.tenantId, tenantId), eq(orders.userId, chris.id))).limit(1)).length) return;
  const picked = pickHistoryClasses(await pastClasses(tx, tenantId, venue.id, now), now);
  if (!picked) return;
  const { yoga, 'aqua-aerobics': aqua } = picked;
  const [yogaPrice, aquaPrice] = await Promise.all([amountOf(tx, tenantId, 'CLASS-YOGA'), amountOf(tx, tenantId, 'CLASS-AQUA')]);
  const before = (s: Session, days: number) => new Date(s.startsAt.getTime() - days * DAY);
  const purchases: Purchase[] = [
    { key: 'a', boughtAt: before(yoga[0]!, 5), lines: [{ session: yoga[0]!, price: yogaPrice, outcome: 'attended' }] },
    { key: 'b', boughtAt: before(yoga[1]!, 6), lines: [{ session: yoga[1]!, price: yogaPrice, outcome: 'attended' }, { session: yoga[2]!, price: yogaPrice, outcome: 'credited' }] },
    { key: 'c', boughtAt: before(aqua[0]!, 4), lines: [{ session: aqua[0]!, price: aquaPrice, outcome: 'credited' }] },
    { key: 'd', boughtAt: before(aqua[1]!, 3), lines: [{ session: aqua[1]!, price: aquaPrice, outcome: 'late' }] },
  ];
  const [rule] = await tx.select({ rule: activities.lateCancellation }).from(activities).where(and(eq(activities.tenantId, tenantId), eq(activities.slug, 'aqua-aerobics')));
  const fee = rule?.rule?.fee?.value ?? 300;
  let credit = 0;
  for (const purchase of purchases) credit += await writePurchase(tx, tenantId, chris.id, purchase, fee);
  const [row] = await tx.select({ credit: users.creditBalance }).from(users).where(eq(users.id, chris.id));
  await tx.update(users).set({ creditBalance: (row?.credit ?? 0) + credit, hasOutstandingPenalties: true }).where(inArray(users.id, [chris.id]));
}

/** Seed module: Chris Morgan's past orders, refunds and late cancellation, relative to the seed's instant. */
export const historySeed: SeedModule = (context) => seedHistory(context, context.at);
