import {
  forgottenPasswordBodySchema,
  forgottenPasswordResponseSchema,
  messages,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
} from '@courtside/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AccountDeps, AccountRoutePlugin } from '../accounts/accountDeps';
import { passwordResetTokens, users } from '../db/schema';
import { HttpError } from '../http/httpError';
import { resetPasswordMail } from '../mail/resetPasswordMail';
import { findResetUser } from '../users/users.repo';
import { fieldError } from './fieldError';
import { limitKeyOf, mayMailReset, recordResetRequest, resetAddressBlock, type LoginBlock } from './loginRateLimit';
import { hashPassword } from './password';
import { sessionPolicy } from './sessionPolicy';
import { revokeUserAccess } from './sessions.repo';
import { hashToken, newToken } from './tokens';

/** The one answer to every forgotten-password request, so it never tells whether an account exists. */
export const resetRequestedMessage = messages.auth.resetRequested;
export const resetDoneMessage = messages.auth.resetDone;
export const resetInvalidMessage = messages.auth.resetInvalid;

/** The 429 once one client address has asked for too many reset links (it says nothing about any account). */
export function resetThrottledMessage(block: LoginBlock): string {
  return messages.auth.tooManyResets(Math.ceil(block.retryAfterSeconds / 60));
}

/**
 * The origin links in mail point at: PUBLIC_URL, else the request's own host when it is one we
 * serve (*.localhost, loopback, TENANT_HOST_MAP) — never an arbitrary Host header, which would let
 * anyone send a customer a reset link to their own site.
 */
export function linkOrigin(request: FastifyRequest, deps: Pick<AccountDeps, 'config' | 'mailConfig'>): string {
  if (deps.mailConfig.publicUrl) return deps.mailConfig.publicUrl;
  const host = (request.headers.host ?? '').toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  const known =
    /^([a-z0-9-]+\.)*localhost$/.test(hostname) || ['127.0.0.1', '[::1]'].includes(hostname) || hostname in deps.config.tenantHostMap;
  return known ? `${request.protocol}://${host}` : `http://localhost:${deps.config.port}`;
}

/** Spec §7 forgotten password (email_or_reference) and our reset call that sets the new password. */
export const passwordRoutes: AccountRoutePlugin = async (app, deps) => {
  app.post(
    '/customer/forgotten-password',
    { schema: { body: forgottenPasswordBodySchema, response: { 200: forgottenPasswordResponseSchema } } },
    async (request, reply) => {
      const { tenant } = request;
      const now = deps.now();
      // Per client address: past the limit a clear 429, whatever the account.
      const block = await resetAddressBlock(deps.db, tenant.id, request.ip, now);
      if (block) {
        reply.header('retry-after', String(block.retryAfterSeconds));
        throw new HttpError(429, resetThrottledMessage(block));
      }
      const user = await findResetUser(deps.db, tenant.id, request.body.email_or_reference);
      const accountKey = limitKeyOf(request.body.email_or_reference, user);
      // Per account: at most a few mails per window. The account's row is locked while counting, so concurrent
      // requests cannot all see room for one more; past the limit the answer is the same, only no mail goes.
      const token = await deps.db.transaction(async (tx) => {
        if (user) await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenant.id), eq(users.id, user.id))).for('update');
        const mailed = Boolean(user?.email) && (await mayMailReset(tx, tenant.id, accountKey, now));
        await recordResetRequest(tx, { tenantId: tenant.id, accountKey, address: request.ip, mailed, now });
        if (!user || !mailed) return null;
        const issued = newToken();
        const expiresAt = new Date(now.getTime() + sessionPolicy.resetTokenMs);
        await tx.insert(passwordResetTokens).values({ tenantId: tenant.id, userId: user.id, tokenHash: hashToken(issued), createdAt: now, expiresAt });
        return issued;
      });
      if (user?.email && token) {
        const link = `${linkOrigin(request, deps)}/reset-password?token=${encodeURIComponent(token)}`;
        const mail = resetPasswordMail({ to: user.email, firstName: user.firstName, tenantName: tenant.name, link });
        // Not awaited: the answer takes the same time whether or not mail is sent.
        void deps.mailer.send(mail).catch((error: unknown) => request.log.error({ err: error }, 'Sending the password reset email failed'));
      }
      return { data: { message: resetRequestedMessage } };
    },
  );

  app.post(
    '/customer/reset-password',
    { schema: { body: resetPasswordBodySchema, response: { 200: resetPasswordResponseSchema } } },
    async (request) => {
      const { tenant } = request;
      const now = deps.now();
      const passwordHash = await hashPassword(request.body.password);
      const userId = await deps.db.transaction(async (tx) => {
        // Claiming the token is one conditional update, so a link works once even when used twice at once.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tenantId, tenant.id),
              eq(passwordResetTokens.tokenHash, hashToken(request.body.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) return null;
        await tx.update(users).set({ passwordHash }).where(and(eq(users.tenantId, tenant.id), eq(users.id, claimed.userId)));
        // Every other outstanding link of the account ends with this one, and
        // every session and checkout link of the account — all in the transaction that changes the password.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.tenantId, tenant.id), eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
        await revokeUserAccess(tx, tenant.id, claimed.userId, now);
        return claimed.userId;
      });
      if (userId === null) throw fieldError('token', resetInvalidMessage);
      return { data: { message: resetDoneMessage } };
    },
  );
};
