import { messages, type BookableAction, type WaitlistEntryWire } from '@courtside/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RequestCustomer } from '../auth/customerContext';
import type { Db } from '../db/database';
import type { EventBus } from '../events/eventBus';
import { publish } from '../events/publish';
import { occurrences, users, waitlistEntries, type OccurrenceRow } from '../db/schema';
import { HttpError } from '../http/httpError';
import { loadCustomerOccurrence } from '../occurrences/customerOccurrence';
import { zoned } from '../occurrences/occurrenceView';
import { mayActFor } from '../users/users.repo';
import { tenantDb, type TenantDb } from '../db/tenantDb';

/** What the waitlist calls need: the database, the clock and the bus their writes publish on. */
export interface WaitlistDeps {
  db: Db;
  now: () => Date;
  events: Pick<EventBus, 'transaction'>;
}

/** Who asks, in which tenant: the logged-in customer (spec §6). */
export interface WaitlistCaller {
  tenantId: number;
  customer: RequestCustomer;
}

/** Why a join is refused when the session offers something else (spec §3 bookable_action; wording ours). */
export const waitlistMessages = messages.waitlist;

const refusal: Record<NonNullable<BookableAction['action']>, string> = {
  book: waitlistMessages.hasPlaces,
  cancel_booking: waitlistMessages.booked,
  cancel_reservation: waitlistMessages.reserved,
  join_waitlist: waitlistMessages.full,
  leave_waitlist: waitlistMessages.already,
};

/** Spec §6: a customer acts for themselves or a linked user (staff for any customer); anyone else is 403. */
async function checkMayActFor(deps: WaitlistDeps, caller: WaitlistCaller, userId: number): Promise<void> {
  if (!(await mayActFor(tenantDb(deps.db, caller.tenantId), caller.customer, userId))) throw new HttpError(403, messages.unauthorised);
}

/** Spec §3 Waitlist entry. */
async function toEntryWire(db: Db, entry: typeof waitlistEntries.$inferSelect, occurrence: OccurrenceRow): Promise<WaitlistEntryWire> {
  const [user] = await db.select().from(users).where(and(eq(users.tenantId, entry.tenantId), eq(users.id, entry.userId)));
  return {
    id: entry.id,
    user_id: entry.userId,
    user_reference: user?.reference ?? null,
    first_name: user?.firstName ?? '',
    last_name: user?.lastName ?? '',
    email: user?.email ?? '',
    occurrence: { occurrence_id: occurrence.publicId, name: occurrence.name },
    starts_at: zoned(occurrence.startsAt, occurrence.startsLocal, occurrence.timezone),
    created_at: entry.createdAt.toISOString(),
  };
}

/**
 * Spec §7 join: allowed only when the session's bookable_action for that user is join_waitlist; the place on the
 * waitlist is then taken with the occurrence row locked (FOR NO KEY UPDATE, as holds.ts claims places), so concurrent joins
 * queue and never take more than the waitlist maximum.
 */
export async function joinWaitlist(deps: WaitlistDeps, caller: WaitlistCaller, occurrenceId: string | number, userId: number): Promise<WaitlistEntryWire> {
  await checkMayActFor(deps, caller, userId);
  const now = deps.now();
  const found = await loadCustomerOccurrence(tenantDb(deps.db, caller.tenantId), occurrenceId, userId, now);
  if (!found) throw new HttpError(404, messages.notFound);
  const action = found.occurrence.bookable_action;
  if (action.action !== 'join_waitlist') throw new HttpError(422, action.action ? refusal[action.action] : (action.message ?? waitlistMessages.full));
  const entry = await deps.events.transaction(deps.db, async (tx) => {
    const [locked] = await tx.select({ maximum: occurrences.waitlistMaximum }).from(occurrences).where(and(eq(occurrences.tenantId, caller.tenantId), eq(occurrences.id, found.row.id))).for('no key update');
    const [count] = await tx.select({ waiting: sql<number>`count(*)`.mapWith(Number) }).from(waitlistEntries).where(and(eq(waitlistEntries.tenantId, caller.tenantId), eq(waitlistEntries.occurrenceId, found.row.id)));
    if (locked?.maximum == null || (count?.waiting ?? 0) >= locked.maximum) throw new HttpError(422, waitlistMessages.full);
    const [inserted] = await tx
      .insert(waitlistEntries)
      .values({ tenantId: caller.tenantId, occurrenceId: found.row.id, userId, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new HttpError(422, waitlistMessages.already);
    await publish(tx, { type: 'bookingsChanged', tenantId: caller.tenantId, occurrenceIds: [found.row.id] });
    return inserted;
  });
  return toEntryWire(deps.db, entry, found.row);
}

/** Removes an entry; answers the §8 text. */
async function removeEntry(deps: WaitlistDeps, caller: WaitlistCaller, entryId: number): Promise<{ message: string }> {
  await deps.events.transaction(deps.db, async (tx) => {
    const [gone] = await tx.delete(waitlistEntries).where(and(eq(waitlistEntries.tenantId, caller.tenantId), eq(waitlistEntries.id, entryId))).returning({ occurrenceId: waitlistEntries.occurrenceId });
    if (gone) await publish(tx, { type: 'bookingsChanged', tenantId: caller.tenantId, occurrenceIds: [gone.occurrenceId] });
  });
  return { message: waitlistMessages.left };
}

/** Spec §7 leave by occurrence (v2 id) and user: 404 when they are not on its waitlist. */
export async function leaveByOccurrence(deps: WaitlistDeps, caller: WaitlistCaller, publicId: string, userId: number): Promise<{ message: string }> {
  await checkMayActFor(deps, caller, userId);
  const [entry] = await deps.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .innerJoin(occurrences, eq(occurrences.id, waitlistEntries.occurrenceId))
    .where(and(eq(waitlistEntries.tenantId, caller.tenantId), eq(occurrences.publicId, publicId), eq(waitlistEntries.userId, userId)));
  if (!entry) throw new HttpError(404, messages.notFound);
  return removeEntry(deps, caller, entry.id);
}

/** Spec §7 leave by waitlist entry id (v1): someone else's entry is not found (404). */
export async function leaveById(deps: WaitlistDeps, caller: WaitlistCaller, waitlistId: number): Promise<{ message: string }> {
  const [entry] = await deps.db
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.tenantId, caller.tenantId), eq(waitlistEntries.id, waitlistId)));
  if (!entry || !(await mayActFor(tenantDb(deps.db, caller.tenantId), caller.customer, entry.userId))) throw new HttpError(404, messages.notFound);
  return removeEntry(deps, caller, entry.id);
}

/**
 * Contract-only "waitlist list" (spec §7; staff): the tenant's waitlist entries, of one occurrence when
 * named, soonest session first and then in the order they joined; a page and how many match.
 */
export async function listWaitlist(scope: TenantDb, filter: { occurrencePublicId?: string; page: number; perPage: number }): Promise<{ entries: WaitlistEntryWire[]; total: number }> {
  const where = scope.owned(waitlistEntries, filter.occurrencePublicId === undefined ? undefined : eq(occurrences.publicId, filter.occurrencePublicId));
  const [rows, [count]] = await Promise.all([
    scope.db
      .select({ entry: waitlistEntries, occurrence: occurrences, user: { reference: users.reference, firstName: users.firstName, lastName: users.lastName, email: users.email } })
      .from(waitlistEntries)
      .innerJoin(occurrences, and(eq(occurrences.tenantId, waitlistEntries.tenantId), eq(occurrences.id, waitlistEntries.occurrenceId)))
      .innerJoin(users, and(eq(users.tenantId, waitlistEntries.tenantId), eq(users.id, waitlistEntries.userId)))
      .where(where)
      .orderBy(asc(occurrences.startsAt), asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    scope.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(waitlistEntries)
      .innerJoin(occurrences, and(eq(occurrences.tenantId, waitlistEntries.tenantId), eq(occurrences.id, waitlistEntries.occurrenceId)))
      .where(where),
  ]);
  const entries = rows.map(({ entry, occurrence, user }) => ({
    id: entry.id,
    user_id: entry.userId,
    user_reference: user.reference,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email ?? '',
    occurrence: { occurrence_id: occurrence.publicId, name: occurrence.name },
    starts_at: zoned(occurrence.startsAt, occurrence.startsLocal, occurrence.timezone),
    created_at: entry.createdAt.toISOString(),
  }));
  return { entries, total: count?.total ?? 0 };
}
