import { NO_SHOW_LOOKBACK_DAYS, type NoShowRule } from '@courtside/core';
import { and, eq, gt, gte, isNull, lt, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { compiledSql, param, type Values, type StatementBuilder } from '../db/compiled';
import { bookings, customerMemberships, customerPackages, occurrences, restrictionCompletions, tenants, waitlistEntries } from '../db/schema';
import { holdsPlace } from '../occurrences/occurrences.repo';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** What a known customer holds that changes what they see of a set of occurrences (spec §3/§6). */
export interface CustomerContext {
  userId: number;
  /** Membership plans held today (prices). */
  plans: string[];
  /** Restrictions met (waivers signed, inductions passed). */
  completedRestrictions: Set<number>;
  /** Live bookings overlapping the window, by occurrence id, with their times (their own status; busy elsewhere). */
  liveBookings: Array<{ occurrenceId: number; status: 'settled' | 'reserved'; startsAt: Date; endsAt: Date }>;
  /** Occurrences (of those asked about) whose waitlist they are on. */
  waitlisted: Set<number>;
  /**
   * Whether they hold a package not yet expired. An add looks for a package to pay a line only when they do: most
   * customers hold none, and the look-up is a statement inside the add's locked transaction (a statement is a round
   * trip on the hot path).
   */
  holdsPackages: boolean;
  /** Fair use: when the sessions of their no-shows (not waived) ended, looking NO_SHOW_LOOKBACK_DAYS back. */
  noShowEnds: Date[];
  /** Fair use: the tenant's no-show rule (null: none). */
  noShowRule: NoShowRule | null;
}

/** The membership plans held on `today` (a subquery of the customer's own rows). */
const plansHeld = (db: StatementBuilder, tenantId: number | Placeholder, userId: number | Placeholder, today: string | Placeholder) =>
  db
    .select({ plan: customerMemberships.membershipPlan })
    .from(customerMemberships)
    .where(
      and(
        eq(customerMemberships.tenantId, tenantId),
        eq(customerMemberships.userId, userId),
        lte(customerMemberships.validFrom, today),
        or(isNull(customerMemberships.validTo), gte(customerMemberships.validTo, today)),
      ),
    );

export interface ContextValues extends Values {
  tenantId: number;
  userId: number;
  /** Postgres array literal of the occurrences asked about. */
  occurrenceIds: string;
  today: string;
  from: Date;
  to: Date;
  now: Date;
  nowIso: string;
  /** No-shows of sessions that ended after this count (core's NO_SHOW_LOOKBACK_DAYS before now). */
  strikesSince: string;
}

export interface ContextRow {
  plans: string[];
  completed: number[];
  waiting: number[];
  live: Array<{ occurrence_id: number; status: string; starts_ms: number | string; ends_ms: number | string }>;
  packages: boolean;
  no_shows: Array<number | string>;
  no_show_rule: NoShowRule | null;
}

/**
 * The five subqueries of a customer's context as one statement; `more` adds columns of the caller's own (a camp or
 * course page's bundles), so a page sends one statement for everything the customer holds.
 */
export function contextSql(db: StatementBuilder, more?: SQL): SQL {
  const [tenantId, userId] = [param('tenantId'), param('userId')];
  const live = db
    .select({
      occurrence_id: bookings.occurrenceId,
      status: bookings.status,
      starts_ms: sql<number>`(extract(epoch from ${occurrences.startsAt}) * 1000)::bigint`.as('starts_ms'),
      ends_ms: sql<number>`(extract(epoch from ${occurrences.endsAt}) * 1000)::bigint`.as('ends_ms'),
    })
    .from(bookings)
    .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
    .where(
      and(
        eq(bookings.tenantId, tenantId),
        eq(bookings.userId, userId),
        holdsPlace(param('nowIso')),
        lt(occurrences.startsAt, param('to')),
        gt(occurrences.endsAt, param('from')),
        eq(occurrences.status, 'bookable'),
      ),
    );
  const waiting = db
    .select({ id: waitlistEntries.occurrenceId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), sql`${waitlistEntries.occurrenceId} = any(${param('occurrenceIds')}::int[])`));
  const completed = db
    .select({ id: restrictionCompletions.restrictionId })
    .from(restrictionCompletions)
    .where(and(eq(restrictionCompletions.tenantId, tenantId), eq(restrictionCompletions.userId, userId)));
  const packagesHeld = db
    .select({ id: customerPackages.id })
    .from(customerPackages)
    .where(and(eq(customerPackages.tenantId, tenantId), eq(customerPackages.userId, userId), or(isNull(customerPackages.expiresAt), gt(customerPackages.expiresAt, param('now')))));
  // Fair use: a no-show is a confirmed booking (not a club's block) whose session has ended without the customer marked
  // attended (false from the register, or never taken) and that staff have not waived.
  const noShows = db
    .select({ ends: sql<number>`(extract(epoch from ${occurrences.endsAt}) * 1000)::bigint` })
    .from(bookings)
    .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
    .where(
      and(
        eq(bookings.tenantId, tenantId),
        eq(bookings.userId, userId),
        eq(bookings.status, 'settled'),
        eq(bookings.block, false),
        sql`${bookings.attended} is not true`,
        isNull(bookings.noShowWaivedAt),
        sql`${occurrences.endsAt} <= ${param('nowIso')}::timestamptz`,
        sql`${occurrences.endsAt} > ${param('strikesSince')}::timestamptz`,
      ),
    );
  const rule = db
    .select({ rule: sql`json_build_object('limit', ${tenants.noShowLimit}, 'windowDays', ${tenants.noShowWindowDays}, 'pauseDays', ${tenants.noShowPauseDays})` })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), sql`${tenants.noShowLimit} is not null`));
  return sql`select
      array(${plansHeld(db, tenantId, userId, param('today'))}) as plans,
      array(${noShows}) as no_shows,
      (${rule}) as no_show_rule,
      array(${completed}) as completed,
      array(${waiting}) as waiting,
      coalesce((select json_agg(l) from (${live}) l), '[]'::json) as live,
      exists(${packagesHeld}) as packages${more ? sql`, ${more}` : sql``}`;
}

/** The customer's context in one statement, built once (every add and logged-in page asks). */
const contextOf = compiledSql<ContextValues, ContextRow>((db) => contextSql(db));

/**
 * Loads a customer's context for occurrences within `window` (a venue-day, or one session): five small subqueries, each
 * by the customer's own rows, in one round trip (every add and every logged-in page read pays for it), so it costs the
 * same however busy the day is.
 */
export async function loadCustomerContext(
  scope: TenantDb,
  userId: number,
  occurrenceIds: readonly number[],
  window: { from: Date; to: Date; today: string },
  now: Date,
): Promise<CustomerContext> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await contextOf(db, contextValues(tenantId, userId, occurrenceIds, window, now));
  return contextFrom(userId, row!);
}

/** What the context statement is given: the window of `occurrenceIds` asked about, as of `now`. */
export const contextValues = (tenantId: number, userId: number, occurrenceIds: readonly number[], window: { from: Date; to: Date; today: string }, now: Date): ContextValues => ({
  tenantId,
  userId,
  occurrenceIds: `{${occurrenceIds.filter((id) => Number.isSafeInteger(id)).join(',')}}`,
  today: window.today,
  from: window.from,
  to: window.to,
  now,
  nowIso: now.toISOString(),
  strikesSince: new Date(now.getTime() - NO_SHOW_LOOKBACK_DAYS * 86_400_000).toISOString(),
});

/** The customer's context from the statement's row. */
export function contextFrom(userId: number, row: ContextRow): CustomerContext {
  return {
    userId,
    plans: row.plans,
    completedRestrictions: new Set(row.completed.map(Number)),
    liveBookings: row.live.map((b) => ({
      occurrenceId: Number(b.occurrence_id),
      status: b.status === 'settled' ? 'settled' : 'reserved',
      startsAt: new Date(Number(b.starts_ms)),
      endsAt: new Date(Number(b.ends_ms)),
    })),
    waitlisted: new Set(row.waiting.map(Number)),
    holdsPackages: row.packages,
    noShowEnds: (row.no_shows ?? []).map((ms) => new Date(Number(ms))),
    noShowRule: row.no_show_rule ?? null,
  };
}

/** The membership plans a customer holds on `today` (what their prices are, spec §6). */
export async function customerPlans(scope: TenantDb, userId: number, today: string): Promise<string[]> {
  const { db, tenantId } = requireTenant(scope);
  const rows = await plansHeld(db, tenantId, userId, today);
  return rows.map((row) => row.plan);
}
