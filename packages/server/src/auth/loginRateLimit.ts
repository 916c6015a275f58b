import { and, count, eq, gt, max, min } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginAttempts } from '../db/schema';
import { loginLimits } from './sessionPolicy';

/** The username as the limit counts it: an email or a reference, whatever its case. */
export const accountKeyOf = (username: string) => username.trim().toLowerCase();

export interface LoginBlock {
  scope: 'account' | 'address';
  retryAfterSeconds: number;
}

const latest = (a: Date, b: Date | null) => (b && b > a ? b : a);

async function failuresSince(db: Db, tenantId: number, column: 'account' | 'address', value: string, since: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.tenantId, tenantId),
        eq(column === 'account' ? loginAttempts.accountKey : loginAttempts.address, value),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, since),
      ),
    );
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Whether a login may be tried now: at most 10 failures in 15 minutes per account (a success
 * clears the account's count) and 50 per client address. Blocked tries are not recorded, so the
 * block lifts 15 minutes after the failures that caused it.
 */
export async function loginBlock(db: Db, tenantId: number, accountKey: string, address: string, now: Date): Promise<LoginBlock | null> {
  const windowStart = new Date(now.getTime() - loginLimits.windowMs);
  const [success] = await db
    .select({ at: max(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.accountKey, accountKey), eq(loginAttempts.succeeded, true)));
  const checks = [
    { scope: 'account' as const, limit: loginLimits.perAccount, ...(await failuresSince(db, tenantId, 'account', accountKey, latest(windowStart, success?.at ? new Date(success.at) : null))) },
    { scope: 'address' as const, limit: loginLimits.perAddress, ...(await failuresSince(db, tenantId, 'address', address, windowStart)) },
  ];
  const hit = checks.find((check) => check.n >= check.limit);
  if (!hit) return null;
  const liftsAt = (hit.oldest ?? now).getTime() + loginLimits.windowMs;
  return { scope: hit.scope, retryAfterSeconds: Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000)) };
}

/** Records a login attempt for the limits above. */
export async function recordLoginAttempt(
  db: Db,
  attempt: { tenantId: number; accountKey: string; address: string; succeeded: boolean; now: Date },
): Promise<void> {
  const { now, ...values } = attempt;
  await db.insert(loginAttempts).values({ ...values, attemptedAt: now });
}
