import type { StaffRole } from '@courtside/core';
import { and, eq, isNull, or } from 'drizzle-orm';
import { compiled, param } from '../db/compiled';
import { checkoutLinks, sessions, users, type SessionRow } from '../db/schema';
import { sessionPolicy } from './sessionPolicy';
import { hashToken, newToken } from './tokens';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** Starts a session for the user and returns its token (only the hash is stored). */
export async function createSession(scope: TenantDb, userId: number, now: Date): Promise<string> {
  const { db, tenantId } = requireTenant(scope);
  const token = newToken();
  await db.insert(sessions).values({
    tenantId,
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + sessionPolicy.absoluteMs),
  });
  return token;
}

export type SessionProblem = 'missing' | 'invalid' | 'expired';
export type SessionLookup =
  | { ok: true; session: SessionRow; role: 'customer' | 'staff'; staffRole: StaffRole | null; bookingDisabledUntil: Date | null }
  | { ok: false; problem: SessionProblem };

/** The session a token hash names, with its user's role (every signed-in request asks: built once). */
const sessionByHash = compiled<{ tokenHash: string }, Array<{ session: SessionRow; role: 'customer' | 'staff'; staffRole: StaffRole | null; bookingDisabledUntil: Date | null }>>((db) =>
  db
    .select({ session: sessions, role: users.role, staffRole: users.staffRole, bookingDisabledUntil: users.bookingDisabledUntil })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
    .where(eq(sessions.tokenHash, param('tokenHash')))
    .limit(1),
);

/**
 * The live session a token names in this tenant. A token of another tenant, a revoked one, or one
 * past its idle or absolute expiry is refused.
 */
export async function findLiveSession(scope: TenantDb, token: string, now: Date): Promise<SessionLookup> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await sessionByHash(db, { tokenHash: hashToken(token) });
  if (!row || row.session.tenantId !== tenantId || row.session.revokedAt) return { ok: false, problem: 'invalid' };
  const idleUntil = row.session.lastUsedAt.getTime() + sessionPolicy.idleMs;
  if (row.session.expiresAt.getTime() <= now.getTime() || idleUntil <= now.getTime()) return { ok: false, problem: 'expired' };
  if (now.getTime() - row.session.lastUsedAt.getTime() >= sessionPolicy.touchEveryMs) {
    await db.update(sessions).set({ lastUsedAt: now }).where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, row.session.id)));
  }
  return { ok: true, session: row.session, role: row.role, staffRole: row.staffRole, bookingDisabledUntil: row.bookingDisabledUntil };
}

/** Ends one session (log out). */
export async function revokeSession(scope: TenantDb, session: Pick<SessionRow, 'id'>, now: Date): Promise<void> {
  await scope.db.update(sessions).set({ revokedAt: now }).where(scope.owned(sessions, eq(sessions.id, session.id), isNull(sessions.revokedAt)));
}

/** Ends every session of a user. */
export async function revokeUserSessions(scope: TenantDb, userId: number, now: Date): Promise<void> {
  const { db, tenantId } = requireTenant(scope);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Revokes every live checkout link of a user: the links that pay their basket and the links they made (staff make
 * links for customers). The link lookup ignores revoked links, so the tokens stop working at once.
 */
export async function revokeUserCheckoutLinks(scope: TenantDb, userId: number, now: Date): Promise<void> {
  const { db, tenantId } = requireTenant(scope);
  await db
    .update(checkoutLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(checkoutLinks.tenantId, tenantId),
        or(eq(checkoutLinks.userId, userId), eq(checkoutLinks.createdByUserId, userId)),
        isNull(checkoutLinks.revokedAt),
      ),
    );
}

/**
 * Ends everything that lets someone act as the user without their password: every session and every checkout
 * link. Password reset and logout-everywhere call it; pass a transaction to make it part of one.
 */
export async function revokeUserAccess(scope: TenantDb, userId: number, now: Date): Promise<void> {
  await revokeUserSessions(requireTenant(scope), userId, now);
  await revokeUserCheckoutLinks(scope, userId, now);
}
