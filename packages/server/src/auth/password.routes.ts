import {
  forgottenPasswordBodySchema,
  forgottenPasswordResponseSchema,
  messages,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
} from '@courtside/core';
import type { AccountRoutePlugin } from '../accounts/accountDeps';
import { HttpError } from '../http/httpError';
import { resetPasswordMail } from '../mail/resetPasswordMail';
import { findResetUser } from '../users/users.repo';
import { fieldError } from './fieldError';
import { linkOrigin } from './linkOrigin';
import { limitKeyOf, resetAddressBlock, type LoginBlock } from './loginRateLimit';
import { hashPassword } from './password';
import { issueResetToken, resetPassword } from './passwordResets.repo';

/** The one answer to every forgotten-password request, so it never tells whether an account exists. */
export const resetRequestedMessage = messages.auth.resetRequested;
export const resetDoneMessage = messages.auth.resetDone;
export const resetInvalidMessage = messages.auth.resetInvalid;

/** The 429 once one client address has asked for too many reset links (it says nothing about any account). */
export function resetThrottledMessage(block: LoginBlock): string {
  return messages.auth.tooManyResets(Math.ceil(block.retryAfterSeconds / 60));
}

/** Spec §7 forgotten password (email_or_reference) and our reset call that sets the new password. */
export const passwordRoutes: AccountRoutePlugin = async (app, deps) => {
  app.post(
    '/customer/forgotten-password',
    { schema: { body: forgottenPasswordBodySchema, response: { 200: forgottenPasswordResponseSchema } } },
    async (request, reply) => {
      const { tenant } = request;
      const now = request.ctx.now;
      // Per client address: past the limit a clear 429, whatever the account.
      const block = await resetAddressBlock(request.ctx.db, request.ip, now);
      if (block) {
        reply.header('retry-after', String(block.retryAfterSeconds));
        throw new HttpError(429, resetThrottledMessage(block));
      }
      const user = await findResetUser(request.ctx.db, request.body.email_or_reference);
      const accountKey = limitKeyOf(request.body.email_or_reference, user);
      // Per account: at most a few mails per window; past the limit the answer is the same, only no mail goes.
      const token = await issueResetToken(request.ctx.db, { user, accountKey, address: request.ip, now });
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
      const now = request.ctx.now;
      const passwordHash = await hashPassword(request.body.password);
      const userId = await resetPassword(request.ctx.db, request.body.token, passwordHash, now);
      if (userId === null) throw fieldError('token', resetInvalidMessage);
      return { data: { message: resetDoneMessage } };
    },
  );
};
