import { escapeHtml, formatVenueDate, formatVenueTime, messages } from '@courtside/core';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestCustomer } from '../auth/customerContext';
import { addItems, removeItems } from '../cart/cart.service';
import type { Tx } from '../db/database';
import type { SystemDb } from '../db/systemDb';
import { bookings, cartItems, linkedUsers, occurrences, users, waitlistEntries, waitlistOffers, type WaitlistOfferRow } from '../db/schema';
import { tenantDb, type TenantDb } from '../db/tenantDb';
import { entriesOf, freePlace, offerFacts, offersOf, targetColumns, type OfferTarget } from './offerTargets';
import type { EventBus } from '../events/eventBus';
import type { EventOf } from '../events/catalogue';
import { publish } from '../events/publish';
import { HttpError, RequestValidationError } from '../http/httpError';
import { sendOnce } from '../mail/bookingMails';
import type { Mailer } from '../mail/mailer';

/** What offering freed places needs: the database and bus, the clock, the mailer and how long an offer is held. */
export interface WaitlistOfferDeps {
  db: SystemDb;
  events: Pick<EventBus, 'transaction'>;
  now: () => Date;
  mailer: Mailer;
  /** How long an offered place waits in the customer's basket (config WAITLIST_OFFER_MINUTES, default 120). */
  offerMinutes: number;
}

/** How many waiting customers one freed place is tried on before giving up (each refusal is recorded, so never twice). */
const MAX_TRIES = 20;

/**
 * Whose basket an offer goes in: the waiting customer's own when they can log in, else the account that manages them
 * (the earliest to link them) — so a family on one account is one account, offered once.
 */
async function accountOf(scope: TenantDb, userId: number): Promise<number> {
  const [user] = await scope.db.select({ passwordHash: users.passwordHash }).from(users).where(scope.owned(users, eq(users.id, userId)));
  if (user?.passwordHash) return userId;
  const [manager] = await scope.db
    .select({ id: linkedUsers.userId })
    .from(linkedUsers)
    .where(scope.owned(linkedUsers, eq(linkedUsers.linkedUserId, userId)))
    .orderBy(asc(linkedUsers.createdAt), asc(linkedUsers.id))
    .limit(1);
  return manager?.id ?? userId;
}

/** The first waiting customer of the session (or camp or course) whose account has had no offer of it yet. */
async function nextWaiting(tx: TenantDb<Tx>, target: OfferTarget) {
  const offered = tx.db.select({ id: waitlistOffers.accountUserId }).from(waitlistOffers).where(tx.owned(waitlistOffers, offersOf(target)));
  const waiting = await tx.db
    .select()
    .from(waitlistEntries)
    .where(tx.owned(waitlistEntries, entriesOf(target)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(MAX_TRIES);
  const taken = new Set((await offered).map((r) => r.id));
  for (const entry of waiting) {
    const account = await accountOf(tx, entry.userId);
    if (!taken.has(account)) return { entry, account };
  }
  return null;
}

/**
 * Durable subscriber of placeFreed (waitlists that fill themselves): the session's waitlist is offered the place, and
 * when the session is one of a camp or course, the camp's or course's waitlist too (`offerPlaces`). Answers how many
 * were offered.
 */
export async function offerFreedPlace(deps: WaitlistOfferDeps, event: EventOf<'placeFreed'>): Promise<number> {
  const scope = tenantDb(deps.db, event.tenantId, deps.events);
  const [session] = await scope.db.select({ programmeId: occurrences.programmeId }).from(occurrences).where(scope.owned(occurrences, eq(occurrences.id, event.occurrenceId)));
  if (!session) return 0;
  const offered = await offerPlaces(deps, scope, { occurrenceId: event.occurrenceId });
  return session.programmeId === null ? offered : offered + (await offerPlaces(deps, scope, { programmeId: session.programmeId }));
}

/**
 * While the session (or camp or course) has a free place and someone waits, the first waiting customer (whose account
 * has had no offer of it) gets the place in their basket, held for `offerMinutes`, leaves the waitlist and is mailed;
 * the offer's end is scheduled (waitlistOfferDue). Each offer is one transaction: the entry, the basket line, the hold
 * and the offer, or none. A customer the basket refuses (a booking pause, a clash) is recorded as skipped and the next
 * is tried. Answers how many were offered.
 */
async function offerPlaces(deps: WaitlistOfferDeps, scope: TenantDb, target: OfferTarget): Promise<number> {
  let offered = 0;
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const now = deps.now();
    const place = await freePlace(scope, target, now);
    if (!place) return offered;
    const outcome = await scope.transaction(async (tx) => {
      const next = await nextWaiting(tx, target);
      if (!next) return 'none' as const;
      const { entry, account } = next;
      const expiresAt = new Date(now.getTime() + deps.offerMinutes * 60_000);
      try {
        return await tx.transaction(async (inner) => {
          await inner.db.delete(waitlistEntries).where(inner.owned(waitlistEntries, eq(waitlistEntries.id, entry.id)));
          const holder: RequestCustomer = { userId: account, role: 'customer', actingForUserId: account };
          await addItems({ scope: inner, now: () => now, holdMinutes: deps.offerMinutes }, { userId: account, source: 'online' }, holder, [place.item(entry.userId)]);
          const bookingId = await place.heldBooking(inner, entry.userId);
          const [offer] = await inner.db
            .insert(waitlistOffers)
            .values({ tenantId: inner.tenantId, ...targetColumns(target), userId: entry.userId, accountUserId: account, bookingId, status: 'offered', offeredAt: now, expiresAt })
            .returning();
          await publish(inner.db, { type: 'waitlistOfferDue', tenantId: inner.tenantId, offerId: offer!.id }, { availableAt: expiresAt });
          return offer!;
        });
      } catch (error) {
        if (!isRefusal(error)) throw error;
        // The place is gone (someone booked it first): nothing more to offer now.
        if (error.message === messages.sessionFull) return 'none' as const;
        // This customer cannot take it: recorded, so the next is tried and they are not offered this place again.
        await tx.db.insert(waitlistOffers).values({ tenantId: tx.tenantId, ...targetColumns(target), userId: entry.userId, accountUserId: account, status: 'skipped', offeredAt: now, expiresAt: now });
        return 'skipped' as const;
      }
    });
    if (outcome === 'none') return offered;
    if (outcome === 'skipped') continue;
    offered++;
    await mailOffer(deps, scope, outcome);
  }
  return offered;
}

/**
 * Durable subscriber of waitlistOfferDue: an offer not paid for by its time passes on — its basket line is removed
 * and its hold released (which frees the place: placeFreed offers it to the next waiting customer). A paid one is
 * recorded as claimed.
 */
export async function endOffer(deps: WaitlistOfferDeps, event: EventOf<'waitlistOfferDue'>): Promise<'claimed' | 'expired' | 'done'> {
  const scope = tenantDb(deps.db, event.tenantId, deps.events);
  const [offer] = await scope.db.select().from(waitlistOffers).where(scope.owned(waitlistOffers, eq(waitlistOffers.id, event.offerId)));
  if (!offer || offer.status !== 'offered') return 'done';
  const [booking] = offer.bookingId === null ? [] : await scope.db.select().from(bookings).where(scope.owned(bookings, eq(bookings.id, offer.bookingId)));
  const status = booking?.status === 'settled' ? ('claimed' as const) : ('expired' as const);
  if (status === 'expired' && booking?.status === 'reserved') {
    const ofLine = booking.bundleId === null ? eq(cartItems.bookingId, booking.id) : eq(cartItems.bundleId, booking.bundleId);
    const [line] = await scope.db.select({ id: cartItems.id }).from(cartItems).where(scope.owned(cartItems, ofLine));
    if (line) await removeItems({ scope, now: deps.now, holdMinutes: deps.offerMinutes }, { userId: offer.accountUserId, source: 'online' }, [line.id]).catch(ignoreGone);
  }
  await scope.db.update(waitlistOffers).set({ status }).where(scope.owned(waitlistOffers, eq(waitlistOffers.id, offer.id), eq(waitlistOffers.status, 'offered')));
  return status;
}

/**
 * Places that free without an event — a basket hold that lapsed, a capacity raised — found by a sweep (the waitlist
 * routes run it every minute, across tenants): bookable sessions still to come with a free place online and someone
 * waiting who has not been offered it, and camps and courses likewise. Each is offered as a placeFreed would be
 * (concurrent sweeps of several processes queue on the session's lock, and an account is offered a session, camp or
 * course once). `occurrenceIds` narrows it to some sessions (ones whose capacity just changed) and the camps and
 * courses they belong to. Answers how many were offered.
 */
export async function offerUnnoticedPlaces(deps: WaitlistOfferDeps, only: { occurrenceIds?: readonly number[]; limit?: number } = {}): Promise<number> {
  const now = deps.now().toISOString();
  const ids = only.occurrenceIds;
  if (ids?.length === 0) return 0;
  const { rows } = (await deps.db.execute(sql`
    select distinct o.tenant_id, o.id from waitlist_entries w
    join occurrences o on o.tenant_id = w.tenant_id and o.id = w.occurrence_id
    where o.status = 'bookable' and o.starts_at > ${now}::timestamptz
      and not exists (select 1 from waitlist_offers f where f.tenant_id = w.tenant_id and f.occurrence_id = w.occurrence_id and f.user_id = w.user_id)
      and o.capacity > (
        select coalesce(sum(b.quantity), 0) from bookings b
        where b.tenant_id = o.tenant_id and b.occurrence_id = o.id
          and (b.status = 'settled' or (b.status = 'reserved' and b.reserved_until > ${now}::timestamptz))
          and (o.capacity_strategy <> 'split' or b.channel = 'online'))
      ${ids ? sql`and o.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``}
    limit ${only.limit ?? 100}`)) as unknown as { rows: Array<{ tenant_id: number; id: number }> };
  let offered = 0;
  for (const row of rows) offered += await offerFreedPlace(deps, { type: 'placeFreed', tenantId: Number(row.tenant_id), occurrenceId: Number(row.id) });
  // Camps and courses with someone waiting who has not been offered them and a session with a free place (whether the
  // whole has one, the offer decides).
  const { rows: waited } = (await deps.db.execute(sql`
    select distinct w.tenant_id, w.programme_id from waitlist_entries w
    where w.programme_id is not null
      and not exists (select 1 from waitlist_offers f where f.tenant_id = w.tenant_id and f.programme_id = w.programme_id and f.user_id = w.user_id)
      and exists (
        select 1 from occurrences o where o.tenant_id = w.tenant_id and o.programme_id = w.programme_id
          and o.status = 'bookable' and o.starts_at > ${now}::timestamptz
          and o.capacity > (
            select coalesce(sum(b.quantity), 0) from bookings b
            where b.tenant_id = o.tenant_id and b.occurrence_id = o.id
              and (b.status = 'settled' or (b.status = 'reserved' and b.reserved_until > ${now}::timestamptz))))
      ${ids ? sql`and exists (select 1 from occurrences c where c.tenant_id = w.tenant_id and c.programme_id = w.programme_id and c.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))` : sql``}
    limit ${only.limit ?? 100}`)) as unknown as { rows: Array<{ tenant_id: number; programme_id: string }> };
  for (const row of waited) offered += await offerPlaces(deps, tenantDb(deps.db, Number(row.tenant_id), deps.events), { programmeId: row.programme_id });
  return offered;
}

/** A 4xx the basket answered (a refusal for this customer), not a failure of ours. */
const isRefusal = (error: unknown): error is Error =>
  (error instanceof HttpError || error instanceof RequestValidationError) && error.statusCode >= 400 && error.statusCode < 500;

/** The line went while we looked (paid, or removed by the customer): nothing left to release. */
const ignoreGone = (error: unknown) => {
  if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
};

/** Tells the account holder the place is in their basket, for whom, and until when (once per offer). */
async function mailOffer(deps: WaitlistOfferDeps, scope: TenantDb, offer: WaitlistOfferRow): Promise<void> {
  const facts = await offerFacts(scope, offer);
  const people = await scope.db
    .select({ id: users.id, email: users.email, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(scope.owned(users, inArray(users.id, [offer.userId, offer.accountUserId])));
  const to = people.find((p) => p.id === offer.accountUserId)?.email;
  const attendee = people.find((p) => p.id === offer.userId)?.name ?? '';
  if (!facts || !to) return;
  const when = `${formatVenueDate(facts.startsAt, facts.timezone)} at ${formatVenueTime(facts.startsAt, facts.timezone)}`;
  const until = `${formatVenueTime(offer.expiresAt, facts.timezone)} on ${formatVenueDate(offer.expiresAt, facts.timezone)}`;
  const text = [
    `A place has come up on ${facts.session} at ${facts.venue}, ${when}, for ${attendee}.`,
    `It is waiting in your basket until ${until}: check out before then to keep it. After that it goes to the next person on the waitlist.`,
  ].join('\n\n');
  const html = text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  await sendOnce(scope, deps.mailer, 'waitlist-offer', String(offer.id), { to, subject: `A place has come up: ${facts.session}`, text, html, fromName: facts.tenant });
}
