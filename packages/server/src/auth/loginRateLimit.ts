import { and, count, eq, gt, max, min } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginAttempts } from '../db/schema';
import { loginLimits, resetLimits } from './sessionPolicy';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** The username as the limit counts it when it names no account: an email or a reference, whatever its case. */
export const accountKeyOf = (username: string) => username.trim().toLowerCase();

/**
 * What the per-account limits count: the account itself when the login name resolves to one,
 * so its email and its customer reference share one count; else the normalised name.
 */
export const limitKeyOf = (username: string, user: { id: number } | undefined) => (user ? `user:${user.id}` : accountKeyOf(username));

export interface LoginBlock {
  scope: 'account' | 'address';
  retryAfterSeconds: number;
}

type AttemptKind = (typeof loginAttempts.$inferSelect)['kind'];

const latest = (a: Date, b: Date | null) => (b && b > a ? b : a);

/**
 * Attempts of one kind since `since`, by account key or by address (optionally only failed or succeeded ones), in one
 * tenant or, with `tenantId` null, in every tenant.
 */
async function attemptsSince(
  db: Db,
  where: { tenantId: number | null; kind: AttemptKind; column: 'account' | 'address'; value: string; succeeded?: boolean; since: Date },
) {
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(
      and(
        where.tenantId === null ? undefined : eq(loginAttempts.tenantId, where.tenantId),
        eq(loginAttempts.kind, where.kind),
        eq(where.column === 'account' ? loginAttempts.accountKey : loginAttempts.address, where.value),
        where.succeeded === undefined ? undefined : eq(loginAttempts.succeeded, where.succeeded),
        gt(loginAttempts.attemptedAt, where.since),
      ),
    );
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

const retryAfter = (oldest: Date | null, windowMs: number, now: Date) =>
  Math.max(1, Math.ceil(((oldest ?? now).getTime() + windowMs - now.getTime()) / 1000));

/**
 * Whether a login may be tried now: at most 10 failures in 15 minutes per account key in this tenant (a success
 * clears the account's count) and 50 per client address, counted over every tenant's hosts — an address guessing
 * passwords is one guesser whichever venue operator it tries. Blocked tries are not recorded, so the block lifts 15
 * minutes after the failures that caused it. Only login attempts count: forgotten-password requests never do.
 */
export async function loginBlock(scope: TenantDb, accountKey: string, address: string, now: Date, failures: AddressFailures): Promise<LoginBlock | null> {
  const { db, tenantId } = requireTenant(scope);
  const windowStart = new Date(now.getTime() - loginLimits.windowMs);
  const [success] = await db
    .select({ at: max(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.kind, 'login'), eq(loginAttempts.accountKey, accountKey), eq(loginAttempts.succeeded, true)));
  const accountSince = latest(windowStart, success?.at ? new Date(success.at) : null);
  const checks = [
    { scope: 'account' as const, limit: loginLimits.perAccount, ...(await attemptsSince(db, { tenantId, kind: 'login', column: 'account', value: accountKey, succeeded: false, since: accountSince })) },
    { scope: 'address' as const, limit: loginLimits.perAddress, ...(await failures(address, windowStart)) },
  ];
  const hit = checks.find((check) => check.n >= check.limit);
  if (!hit) return null;
  return { scope: hit.scope, retryAfterSeconds: retryAfter(hit.oldest, loginLimits.windowMs, now) };
}

/** Records a login attempt for the limits above. */
export async function recordLoginAttempt(
  scope: TenantDb,
  attempt: { accountKey: string; address: string; succeeded: boolean; now: Date },
): Promise<void> {
  const { now, ...values } = attempt;
  await scope.db.insert(loginAttempts).values({ ...values, tenantId: scope.tenantId, kind: 'login', attemptedAt: now });
}

/**
 * Whether a forgotten-password request from this address may be answered now: at most 20 requests (mailed or not,
 * for any account or none) per client address in 15 minutes. Refused requests are not recorded, so the block lifts
 * 15 minutes after the requests that caused it.
 */
export async function resetAddressBlock(scope: TenantDb, address: string, now: Date): Promise<LoginBlock | null> {
  const { db, tenantId } = requireTenant(scope);
  const since = new Date(now.getTime() - resetLimits.windowMs);
  const { n, oldest } = await attemptsSince(db, { tenantId, kind: 'reset', column: 'address', value: address, since });
  return n >= resetLimits.perAddress ? { scope: 'address', retryAfterSeconds: retryAfter(oldest, resetLimits.windowMs, now) } : null;
}

/**
 * Whether another reset mail may go to this account now: fewer than 3 mailed in the last 15 minutes. Throttled
 * requests are recorded as not mailed and do not count, so a flood cannot keep the owner from resetting for ever.
 */
export async function mayMailReset(scope: TenantDb, accountKey: string, now: Date): Promise<boolean> {
  const { db, tenantId } = requireTenant(scope);
  const since = new Date(now.getTime() - resetLimits.windowMs);
  const { n } = await attemptsSince(db, { tenantId, kind: 'reset', column: 'account', value: accountKey, succeeded: true, since });
  return n < resetLimits.perAccount;
}

/** An address's failed logins since a moment, and the oldest of them, over every tenant's hosts. */
export type AddressFailures = (address: string, since: Date) => Promise<{ n: number; oldest: Date | null }>;

/**
 * The address limit's count, the one read of the limits that crosses tenants (an address guessing passwords is one
 * guesser whichever operator it tries): on the database itself, since a tenant's handle sees only its own attempts.
 * Made once where the accounts feature is registered.
 */
export const addressFailuresOn =
  (db: Db): AddressFailures =>
  (address, since) =>
    attemptsSince(db, { tenantId: null, kind: 'login', column: 'address', value: address, succeeded: false, since });

/** Records a forgotten-password request (`mailed`: whether a link was sent) for the limits above. */
export async function recordResetRequest(
  db: Db,
  request: { tenantId: number; accountKey: string; address: string; mailed: boolean; now: Date },
): Promise<void> {
  const { now, mailed, ...values } = request;
  await db.insert(loginAttempts).values({ ...values, kind: 'reset', succeeded: mailed, attemptedAt: now });
}
