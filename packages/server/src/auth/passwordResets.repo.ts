import { eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, users, type UserRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { mayMailReset, recordResetRequest } from './loginRateLimit';
import { sessionPolicy } from './sessionPolicy';
import { revokeUserAccess } from './sessions.repo';
import { hashToken, newToken } from './tokens';

/**
 * Records a forgotten-password request and, when the account may be mailed again, issues a reset token (answered; only
 * its hash is stored). The account's row is locked while counting, so concurrent requests cannot all see room for one
 * more; past the limit nothing is issued and the caller answers the same.
 */
export async function issueResetToken(
  scope: TenantDb,
  request: { user: UserRow | undefined; accountKey: string; address: string; now: Date },
): Promise<string | null> {
  const { user, accountKey, address, now } = request;
  return scope.transaction(async (tx) => {
    if (user) await tx.db.select({ id: users.id }).from(users).where(tx.owned(users, eq(users.id, user.id))).for('no key update');
    const mailed = Boolean(user?.email) && (await mayMailReset(tx, accountKey, now));
    await recordResetRequest(tx.db, { tenantId: tx.tenantId, accountKey, address, mailed, now });
    if (!user || !mailed) return null;
    const issued = newToken();
    const expiresAt = new Date(now.getTime() + sessionPolicy.resetTokenMs);
    await tx.db.insert(passwordResetTokens).values({ tenantId: tx.tenantId, userId: user.id, tokenHash: hashToken(issued), createdAt: now, expiresAt });
    return issued;
  });
}

/**
 * Sets a new password with a reset token, in one transaction: the token is claimed by one conditional update (a link
 * works once, even used twice at once), every other outstanding link of the account ends with it, and every session
 * and checkout link of the account is revoked. Answers the user id, or null for an unknown, used or expired token.
 */
export async function resetPassword(scope: TenantDb, token: string, passwordHash: string, now: Date): Promise<number | null> {
  return scope.transaction(async (tx) => {
    const [claimed] = await tx.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(tx.owned(passwordResetTokens, eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    await tx.db.update(users).set({ passwordHash }).where(tx.owned(users, eq(users.id, claimed.userId)));
    await tx.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(tx.owned(passwordResetTokens, eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    await revokeUserAccess(tx, claimed.userId, now);
    return claimed.userId;
  });
}
