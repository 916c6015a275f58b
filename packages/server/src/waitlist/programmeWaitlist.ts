import { BookableActionKind, messages, type BookableAction, type WaitlistEntryWire } from '@courtside/core';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestCustomer } from '../auth/customerContext';
import type { TenantCall } from '../context/requestContext';
import { programmes, waitlistEntries, type ProgrammeRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { publish } from '../events/publish';
import { HttpError } from '../http/httpError';
import { campAction, courseAction, loadProgrammeViews, type ProgrammeView } from '../programmes/programmeView';
import { checkMayActFor, removeEntry, toEntryWire } from './waitlist.service';

// A full camp or course keeps a waitlist as a full session does (the same rules, texts and offers): a customer joins it
// for themselves or a linked user while its bookable_action is join_waitlist, and leaves it the same way.

type Kind = ProgrammeRow['kind'];
const notFound = () => new HttpError(404, messages.notFound);
const text = messages.programmes.waitlist;

/** Why a join is refused, by the action the camp or course offers instead. */
const refusal = (kind: Kind, action: NonNullable<BookableAction['action']>): string =>
  ({ book: text.hasPlaces, cancel_booking: text.booked, cancel_reservation: text.reserved, join_waitlist: text.full, leave_waitlist: text.already })[action](kind);

/** The programme as `userId` sees it now (another tenant's, or of the other kind, is not found). */
async function viewFor(scope: TenantDb, kind: Kind, programmeId: string, userId: number, now: Date): Promise<ProgrammeView> {
  const [view] = await loadProgrammeViews(scope, kind, { ids: [programmeId] }, userId, now);
  if (!view) throw notFound();
  return view;
}

/** Spec §3 Waitlist entry of a programme: its first session still to come stands for when it starts. */
function toProgrammeEntryWire(scope: TenantDb, entry: typeof waitlistEntries.$inferSelect, view: ProgrammeView, now: Date): Promise<WaitlistEntryWire> {
  const session = view.sessions.find((s) => s.startsAt > now) ?? view.sessions[view.sessions.length - 1]!;
  const { programme } = view.row;
  return toEntryWire(scope, entry, { ...session, name: programme.name }, { id: programme.id, type: programme.kind, name: programme.name });
}

/**
 * Joins a camp's or course's waitlist: allowed only when its bookable_action for that user is join_waitlist; the place
 * on the waitlist is taken with the programme's row locked (FOR NO KEY UPDATE), so concurrent joins queue and never
 * take more than its waitlist maximum.
 */
export async function joinProgrammeWaitlist({ db: scope, now }: TenantCall, customer: RequestCustomer, kind: Kind, programmeId: string, userId: number): Promise<WaitlistEntryWire> {
  await checkMayActFor(scope, customer, userId);
  const view = await viewFor(scope, kind, programmeId, userId, now);
  const action = kind === 'camp' ? campAction(view, now) : courseAction(view, now);
  if (action.action !== BookableActionKind.JOIN_WAITLIST) throw new HttpError(422, action.action ? refusal(kind, action.action) : (action.message ?? text.full(kind)));
  const entry = await scope.transaction(async (tx) => {
    const [locked] = await tx.db.select({ maximum: programmes.waitlistMaximum }).from(programmes).where(tx.owned(programmes, eq(programmes.id, programmeId))).for('no key update');
    const [count] = await tx.db.select({ waiting: sql<number>`count(*)`.mapWith(Number) }).from(waitlistEntries).where(tx.owned(waitlistEntries, eq(waitlistEntries.programmeId, programmeId)));
    if (locked?.maximum == null || (count?.waiting ?? 0) >= locked.maximum) throw new HttpError(422, text.full(kind));
    const [inserted] = await tx.db.insert(waitlistEntries).values({ tenantId: tx.tenantId, programmeId, userId, createdAt: now }).onConflictDoNothing().returning();
    if (!inserted) throw new HttpError(422, text.already(kind));
    await publish(tx.db, { type: 'bookingsChanged', tenantId: tx.tenantId, occurrenceIds: view.sessions.map((s) => s.id) });
    return inserted;
  });
  return toProgrammeEntryWire(scope, entry, view, now);
}

/** Leaves a camp's or course's waitlist for a user the caller may act for: 404 when they are not on it. */
export async function leaveProgrammeWaitlist({ db: scope }: TenantCall, customer: RequestCustomer, kind: Kind, programmeId: string, userId: number): Promise<{ message: string }> {
  await checkMayActFor(scope, customer, userId);
  const [entry] = await scope.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .innerJoin(programmes, and(eq(programmes.tenantId, waitlistEntries.tenantId), eq(programmes.id, waitlistEntries.programmeId)))
    .where(scope.owned(waitlistEntries, eq(waitlistEntries.programmeId, programmeId), eq(programmes.kind, kind), eq(waitlistEntries.userId, userId)));
  if (!entry) throw notFound();
  return removeEntry(scope, entry.id);
}
