import { and, eq, gt, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, customerMemberships, occurrences, restrictionCompletions, waitlistEntries } from '../db/schema';
import { holdsPlace } from '../occurrences/occurrences.repo';
import { requireTenant, type TenantDb, tenantDb } from '../db/tenantDb';

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
}

/**
 * Loads a customer's context for occurrences within `window` (a venue-day, or one session): four small queries,
 * each by the customer's own rows, so it costs the same however busy the day is.
 */
export async function loadCustomerContext(
  db: Db,
  tenantId: number,
  userId: number,
  occurrenceIds: readonly number[],
  window: { from: Date; to: Date; today: string },
  now: Date,
): Promise<CustomerContext> {
  const [live, waiting, plans, completed] = await Promise.all([
    db
      .select({ occurrenceId: bookings.occurrenceId, status: bookings.status, startsAt: occurrences.startsAt, endsAt: occurrences.endsAt })
      .from(bookings)
      .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
      .where(
        and(
          eq(bookings.tenantId, tenantId),
          eq(bookings.userId, userId),
          holdsPlace(now),
          lt(occurrences.startsAt, window.to),
          gt(occurrences.endsAt, window.from),
          eq(occurrences.status, 'bookable'),
        ),
      ),
    occurrenceIds.length
      ? db
          .select({ occurrenceId: waitlistEntries.occurrenceId })
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.occurrenceId, [...occurrenceIds])))
      : Promise.resolve([]),
    customerPlans(tenantDb(db, tenantId), userId, window.today),
    db
      .select({ restrictionId: restrictionCompletions.restrictionId })
      .from(restrictionCompletions)
      .where(and(eq(restrictionCompletions.tenantId, tenantId), eq(restrictionCompletions.userId, userId))),
  ]);
  return {
    userId,
    plans,
    completedRestrictions: new Set(completed.map((c) => c.restrictionId)),
    liveBookings: live.map((b) => ({ ...b, status: b.status === 'settled' ? 'settled' : 'reserved' })),
    waitlisted: new Set(waiting.map((w) => w.occurrenceId)),
  };
}

/** The membership plans a customer holds on `today` (what their prices are, spec §6). */
export async function customerPlans(scope: TenantDb, userId: number, today: string): Promise<string[]> {
  const { db, tenantId } = requireTenant(scope);
  const rows = await db
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
  return rows.map((row) => row.plan);
}
