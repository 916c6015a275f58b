import {
  messages,
  NO_SHOW_LOOKBACK_DAYS,
  noShowPauseMessage,
  noShowStanding,
  noShowWarning,
  parseRecordId,
  type AccountFairUseWire,
  type BookingWire,
  type NoShowRule,
  type NoShowStanding,
} from '@courtside/core';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TenantCall } from '../context/requestContext';
import { bookings, occurrences, users, type TenantRow } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';
import { fieldError } from '../auth/fieldError';
import { HttpError } from '../http/httpError';
import { findBooking } from '../bookings/bookings.repo';
import { toBookingWires } from '../bookings/bookingView';
import { customerTimeZone } from '../users/users.repo';

// Fair use: no-show strikes. A no-show is a confirmed booking (not a club's block booking) whose session has ended
// without the customer marked attended — false from the register, or never taken — and that staff have not waived.
// Core's noShowStanding counts them in the tenant's rolling window and says when a pause ends.

const DAY_MS = 86_400_000;

/** What the no-show rules need of a call: the tenant-bound database, the instant, and the tenant's rule. */
export interface FairUseCall extends Pick<TenantCall, 'db' | 'now'> {
  tenant: Pick<TenantRow, 'noShowLimit' | 'noShowWindowDays' | 'noShowPauseDays'>;
}

/** The tenant's no-show rule (null: the operator has none). */
export const noShowRuleOf = (tenant: Pick<TenantRow, 'noShowLimit' | 'noShowWindowDays' | 'noShowPauseDays'>): NoShowRule | null =>
  tenant.noShowLimit === null ? null : { limit: tenant.noShowLimit, windowDays: tenant.noShowWindowDays, pauseDays: tenant.noShowPauseDays };

/** A no-show, as a condition on `bookings` joined to its session, at `now`. */
const isNoShow = (now: Date) =>
  and(eq(bookings.status, 'settled'), eq(bookings.block, false), sql`${bookings.attended} is not true`, isNull(bookings.noShowWaivedAt), lte(occurrences.endsAt, now));

/** When the sessions of a customer's no-shows ended, looking core's NO_SHOW_LOOKBACK_DAYS back. */
export async function noShowEnds(scope: TenantDb, userId: number, now: Date): Promise<Date[]> {
  const { db, tenantId } = requireTenant(scope);
  const rows = await db
    .select({ endsAt: occurrences.endsAt })
    .from(bookings)
    .innerJoin(occurrences, and(eq(occurrences.tenantId, bookings.tenantId), eq(occurrences.id, bookings.occurrenceId)))
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.userId, userId), isNoShow(now), gt(occurrences.endsAt, new Date(now.getTime() - NO_SHOW_LOOKBACK_DAYS * DAY_MS))));
  return rows.map((row) => row.endsAt);
}

/** A customer's standing under the tenant's rule now. */
export async function standingOf(call: FairUseCall, userId: number): Promise<{ rule: NoShowRule | null; standing: NoShowStanding }> {
  const rule = noShowRuleOf(call.tenant);
  if (!rule) return { rule, standing: { count: 0, pausedUntil: null, strikes: 0 } };
  return { rule, standing: noShowStanding(await noShowEnds(call.db, userId, call.now), rule, call.now) };
}

/** GET /api/v1/account/fair-use: the customer's no-shows, the rule, and the pause with its notice. */
export async function accountFairUse(call: FairUseCall, userId: number): Promise<AccountFairUseWire> {
  const { rule, standing } = await standingOf(call, userId);
  const timeZone = standing.pausedUntil ? await customerTimeZone(call.db, userId) : 'UTC';
  return {
    no_shows: standing.count,
    rule: rule && { limit: rule.limit, window_days: rule.windowDays, pause_days: rule.pauseDays },
    paused_until: standing.pausedUntil?.toISOString() ?? null,
    message: noShowPauseMessage(standing, rule, timeZone),
    warning: noShowWarning(rule),
  };
}

/**
 * An online add for a customer whose no-shows paused online booking: 422 saying how many, in how many days, and until
 * when. The till (source foh) still books for them.
 */
export async function refuseWhileNoShowPaused(call: FairUseCall, userId: number): Promise<void> {
  const { rule, standing } = await standingOf(call, userId);
  if (!standing.pausedUntil) return;
  throw fieldError('items', noShowPauseMessage(standing, rule, await customerTimeZone(call.db, userId))!);
}

/**
 * Staff waive a no-show (POST /api/v1/bookings/{bookingId}/no-show-waiver): it stops counting as a strike, and who
 * waived it, when and why are kept. Another tenant's booking is unknown (404); a booking that is no no-show — not
 * confirmed, its session not ended, or marked attended — is refused (422), as is one waived already.
 */
export async function waiveNoShow(call: TenantCall, staffUserId: number, rawId: string, reason: string): Promise<BookingWire> {
  const { db: scope, now } = call;
  const id = parseRecordId(rawId);
  const record = id === null ? null : await findBooking(scope, id);
  if (!record) throw new HttpError(404, messages.notFound);
  const { booking, occurrence } = record;
  if (booking.noShowWaivedAt) throw new HttpError(422, messages.fairUse.alreadyWaived);
  if (booking.status !== 'settled' || booking.block || booking.attended === true || occurrence.endsAt > now) throw new HttpError(422, messages.fairUse.notNoShow);
  const [changed] = await scope.db
    .update(bookings)
    .set({ noShowWaivedBy: staffUserId, noShowWaivedAt: now, noShowWaiverReason: reason.trim() })
    .where(scope.owned(bookings, eq(bookings.id, booking.id), isNull(bookings.noShowWaivedAt), sql`${bookings.attended} is not true`))
    .returning({ id: bookings.id });
  if (!changed) throw new HttpError(422, messages.fairUse.alreadyWaived);
  const [wire] = await withWaivers(scope, await toBookingWires(scope, [(await findBooking(scope, booking.id))!], { now }));
  return wire!;
}

/** The bookings' no-show waivers (who, when, why), for the wires that have one. */
export async function withWaivers(scope: TenantDb, wires: BookingWire[]): Promise<BookingWire[]> {
  const ids = wires.map((w) => Number(w.id)).filter(Number.isSafeInteger);
  if (ids.length === 0) return wires;
  const { db, tenantId } = requireTenant(scope);
  const rows = await db
    .select({ id: bookings.id, at: bookings.noShowWaivedAt, reason: bookings.noShowWaiverReason, first: users.firstName, last: users.lastName })
    .from(bookings)
    .leftJoin(users, and(eq(users.tenantId, bookings.tenantId), eq(users.id, bookings.noShowWaivedBy)))
    .where(and(eq(bookings.tenantId, tenantId), inArray(bookings.id, ids), sql`${bookings.noShowWaivedAt} is not null`));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wires.map((wire) => {
    const row = byId.get(Number(wire.id));
    if (!row?.at) return wire;
    return { ...wire, no_show_waiver: { reason: row.reason ?? '', waived_at: row.at.toISOString(), waived_by: row.first === null ? null : `${row.first} ${row.last ?? ''}`.trim() } };
  });
}
