import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { emailVerificationTokens, users, type NewUser } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { sessionPolicy } from '../auth/sessionPolicy';
import { hashToken, newToken } from '../auth/tokens';

/** What a customer may change of their own record on My details (spec §3 User). */
export type UserDetailsValues = Required<
  Pick<
    NewUser,
    | 'title' | 'firstName' | 'lastName' | 'dateOfBirth' | 'gender' | 'ethnicity' | 'disability' | 'email' | 'phone' | 'address'
    | 'marketingEmail' | 'marketingSms' | 'marketingPhone' | 'marketingPost'
  >
> & { email: string };

/** The outcome of saving: refused for an email another account holds, else the old address when the email changed and the new link's token. */
export type SavedDetails =
  | { outcome: 'email-taken' | 'too-many-email-changes' }
  | { outcome: 'saved'; emailChange: { from: string | null; token: string } | null };

/**
 * Saves a customer's details in one transaction, their row locked. A changed email (compared in any case) must not
 * belong to another account of the tenant; it is kept unverified, every earlier link of the account ends, and a new
 * link token is issued (answered once, only its hash kept) for the caller to mail after commit. At most
 * `sessionPolicy.emailChangesPerDay` changes a day.
 */
export async function saveUserDetails(scope: TenantDb, userId: number, values: UserDetailsValues, now: Date): Promise<SavedDetails> {
  return scope.transaction(async (tx) => {
    const [current] = await tx.db.select({ email: users.email }).from(users).where(tx.owned(users, eq(users.id, userId))).for('update');
    if (!current) throw new Error(`User ${userId} vanished while saving their details`);
    const email = values.email.toLowerCase();
    const changed = (current.email ?? '').toLowerCase() !== email;
    if (changed) {
      const [holder] = await tx.db
        .select({ id: users.id })
        .from(users)
        .where(tx.owned(users, sql`lower(${users.email}) = ${email}`, ne(users.id, userId)))
        .limit(1);
      if (holder) return { outcome: 'email-taken' };
      // Each change mails a link to an address the customer types: a few a day, so a login cannot be used to spam.
      const since = new Date(now.getTime() - sessionPolicy.verifyEmailTokenMs);
      const [recent] = await tx.db
        .select({ n: count() })
        .from(emailVerificationTokens)
        .where(tx.owned(emailVerificationTokens, eq(emailVerificationTokens.userId, userId), gt(emailVerificationTokens.createdAt, since)));
      if ((recent?.n ?? 0) >= sessionPolicy.emailChangesPerDay) return { outcome: 'too-many-email-changes' };
    }
    await tx.db
      .update(users)
      .set({ ...values, email, ...(changed ? { emailVerifiedAt: null } : {}) })
      .where(tx.owned(users, eq(users.id, userId)));
    if (!changed) return { outcome: 'saved', emailChange: null };
    await tx.db
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(tx.owned(emailVerificationTokens, eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
    const token = newToken();
    await tx.db.insert(emailVerificationTokens).values({
      tenantId: tx.tenantId,
      userId,
      email,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + sessionPolicy.verifyEmailTokenMs),
    });
    return { outcome: 'saved', emailChange: { from: current.email, token } };
  });
}

/**
 * Confirms an email address with its link's token: the token is claimed by one conditional update (a link works once,
 * within its day), and the account is marked verified only if the address is still its email. Answers whether it was.
 */
export async function confirmEmail(scope: TenantDb, token: string, now: Date): Promise<boolean> {
  return scope.transaction(async (tx) => {
    const [claimed] = await tx.db
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        tx.owned(
          emailVerificationTokens,
          eq(emailVerificationTokens.tokenHash, hashToken(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    if (!claimed) return false;
    const [verified] = await tx.db
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(tx.owned(users, and(eq(users.id, claimed.userId), sql`lower(${users.email}) = ${claimed.email}`)))
      .returning({ id: users.id });
    return Boolean(verified);
  });
}
