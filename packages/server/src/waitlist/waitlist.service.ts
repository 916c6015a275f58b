import { messages, type BookableAction, type WaitlistEntryWire } from '@courtside/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RequestCustomer } from '../auth/customerContext';
import type { TenantCall } from '../context/requestContext';
import { publish } from '../events/publish';
import { occurrences, users, waitlistEntries, type OccurrenceRow } from '../db/schema';
import { HttpError } from '../http/httpError';
import { loadCustomerOccurrence } from '../occurrences/customerOccurrence';
import { zoned } from '../occurrences/occurrenceView';
import { mayActFor } from '../users/users.repo';
import type { TenantDb } from '../db/tenantDb';

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
export async function checkMayActFor(scope: TenantDb, customer: RequestCustomer, userId: number): Promise<void> {
  if (!(await mayActFor(scope, customer, userId))) throw new HttpError(403, messages.unauthorised);
}

/** The session a waitlist entry names: its own, or a programme's first still to come. */
type EntrySession = Pick<OccurrenceRow, 'publicId' | 'startsAt' | 'startsLocal' | 'timezone'> & { name: string };

/** Spec §3 Waitlist entry; a camp's or course's entry also names its programme (ours). */
export async function toEntryWire(
  scope: TenantDb,
  entry: typeof waitlistEntries.$inferSelect,
  session: EntrySession,
  programme?: WaitlistEntryWire['programme'],
): Promise<WaitlistEntryWire> {
  const [user] = await scope.db.select().from(users).where(scope.owned(users, eq(users.id, entry.userId)));
  return {
    id: entry.id,
    user_id: entry.userId,
    user_reference: user?.reference ?? null,
    first_name: user?.firstName ?? '',
    last_name: user?.lastName ?? '',
    email: user?.email ?? '',
    occurrence: { occurrence_id: session.publicId, name: session.name },
    starts_at: zoned(session.startsAt, session.startsLocal, session.timezone),
    created_at: entry.createdAt.toISOString(),
    ...(programme ? { programme } : {}),
  };
}

/**
 * Spec §7 join: allowed only when the session's bookable_action for that user is join_waitlist; the place on the
 * waitlist is then taken with the occurrence row locked (FOR NO KEY UPDATE, as holds.ts claims places), so concurrent joins
 * queue and never take more than the waitlist maximum.
 */
export async function joinWaitlist({ db: scope, now }: TenantCall, customer: RequestCustomer, occurrenceId: string | number, userId: number): Promise<WaitlistEntryWire> {
  await checkMayActFor(scope, customer, userId);
  const found = await loadCustomerOccurrence(scope, occurrenceId, userId, now);
  if (!found) throw new HttpError(404, messages.notFound);
  const action = found.occurrence.bookable_action;
  if (action.action !== 'join_waitlist') throw new HttpError(422, action.action ? refusal[action.action] : (action.message ?? waitlistMessages.full));
  const entry = await scope.transaction(async (tx) => {
    const [locked] = await tx.db.select({ maximum: occurrences.waitlistMaximum }).from(occurrences).where(tx.owned(occurrences, eq(occurrences.id, found.row.id))).for('no key update');
    const [count] = await tx.db.select({ waiting: sql<number>`count(*)`.mapWith(Number) }).from(waitlistEntries).where(tx.owned(waitlistEntries, eq(waitlistEntries.occurrenceId, found.row.id)));
    if (locked?.maximum == null || (count?.waiting ?? 0) >= locked.maximum) throw new HttpError(422, waitlistMessages.full);
    const [inserted] = await tx.db
      .insert(waitlistEntries)
      .values({ tenantId: tx.tenantId, occurrenceId: found.row.id, userId, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new HttpError(422, waitlistMessages.already);
    await publish(tx.db, { type: 'bookingsChanged', tenantId: tx.tenantId, occurrenceIds: [found.row.id] });
    return inserted;
  });
  return toEntryWire(scope, entry, found.row);
}

/** The sessions whose pages a waitlist entry shows on: its session, or every session of its camp or course. */
export async function sessionsOfEntry(scope: TenantDb, entry: { occurrenceId: number | null; programmeId: string | null }): Promise<number[]> {
  if (entry.occurrenceId !== null) return [entry.occurrenceId];
  if (entry.programmeId === null) return [];
  const rows = await scope.db.select({ id: occurrences.id }).from(occurrences).where(scope.owned(occurrences, eq(occurrences.programmeId, entry.programmeId)));
  return rows.map((r) => r.id);
}

/** Removes an entry; answers the §8 text. */
export async function removeEntry(scope: TenantDb, entryId: number): Promise<{ message: string }> {
  await scope.transaction(async (tx) => {
    const [gone] = await tx.db
      .delete(waitlistEntries)
      .where(tx.owned(waitlistEntries, eq(waitlistEntries.id, entryId)))
      .returning({ occurrenceId: waitlistEntries.occurrenceId, programmeId: waitlistEntries.programmeId });
    const changed = gone ? await sessionsOfEntry(tx, gone) : [];
    if (changed.length) await publish(tx.db, { type: 'bookingsChanged', tenantId: tx.tenantId, occurrenceIds: changed });
  });
  return { message: waitlistMessages.left };
}

/** Spec §7 leave by occurrence (v2 id) and user: 404 when they are not on its waitlist. */
export async function leaveByOccurrence({ db: scope }: TenantCall, customer: RequestCustomer, publicId: string, userId: number): Promise<{ message: string }> {
  await checkMayActFor(scope, customer, userId);
  const [entry] = await scope.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .innerJoin(occurrences, eq(occurrences.id, waitlistEntries.occurrenceId))
    .where(scope.owned(waitlistEntries, eq(occurrences.publicId, publicId), eq(waitlistEntries.userId, userId)));
  if (!entry) throw new HttpError(404, messages.notFound);
  return removeEntry(scope, entry.id);
}

/** Spec §7 leave by waitlist entry id (v1): someone else's entry is not found (404). */
export async function leaveById({ db: scope }: TenantCall, customer: RequestCustomer, waitlistId: number): Promise<{ message: string }> {
  const [entry] = await scope.db
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId })
    .from(waitlistEntries)
    .where(scope.owned(waitlistEntries, eq(waitlistEntries.id, waitlistId)));
  if (!entry || !(await mayActFor(scope, customer, entry.userId))) throw new HttpError(404, messages.notFound);
  return removeEntry(scope, entry.id);
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
