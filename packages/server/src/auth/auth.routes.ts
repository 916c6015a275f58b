import { authUserResponseSchema, loginBodySchema, loginResponseSchema, logoutResponseSchema, messages } from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import type { AccountRoutePlugin } from '../accounts/accountDeps';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/httpError';
import { findLoginUser } from '../users/users.repo';
import { sessionOf } from './authHook';
import { userWireFor } from './currentUser';
import { requireCustomer, unauthenticatedMessages } from './customerContext';
import { limitKeyOf, loginBlock, recordLoginAttempt, type AddressFailures, type LoginBlock } from './loginRateLimit';
import { verifyAgainstDummy, verifyPassword } from './password';
import { createSession, revokeSession, revokeUserAccess } from './sessions.repo';

/** The login failure the client shows as is (spec §8 "the server's message"); the same for an unknown account. */
export const badCredentialsMessage = messages.auth.badCredentials;

/** The clear error once the limit is reached. */
export function lockedMessage(block: LoginBlock): string {
  return messages.auth.tooManyLogins(Math.ceil(block.retryAfterSeconds / 60), block.scope === 'address');
}

/** Checks the limits, the account and the password; records the attempt. Null when refused. */
async function authenticate(request: FastifyRequest, username: string, password: string, role: UserRow['role'], failures: AddressFailures) {
  const { db: scope, now } = request.ctx;
  // Failures count per account: its email and its reference share one count.
  const user = await findLoginUser(scope, username, role);
  const accountKey = limitKeyOf(username, user);
  const block = await loginBlock(scope, accountKey, request.ip, now, failures);
  if (block) return { block };
  const ok = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  await recordLoginAttempt(scope, { accountKey, address: request.ip, succeeded: ok, now });
  return { user: ok ? user : undefined };
}

/**
 * Spec §7 Account under /api/auth: customer login (an email or a customer reference), staff
 * login (front of house, ours), logout and the signed-in user.
 */
export const authRoutes: AccountRoutePlugin = async (app, { addressFailures }) => {
  const loginRoute = (path: string, role: UserRow['role']) =>
    app.post(path, { schema: { body: loginBodySchema, response: { 200: loginResponseSchema } } }, async (request, reply) => {
      const { block, user } = await authenticate(request, request.body.username, request.body.password, role, addressFailures);
      if (block) {
        reply.header('retry-after', String(block.retryAfterSeconds));
        throw new HttpError(429, lockedMessage(block));
      }
      if (!user) throw new HttpError(422, badCredentialsMessage);
      const token = await createSession(request.ctx.db, user.id, request.ctx.now);
      return { data: { token, user: await userWireFor(request.ctx.db, user.id, user.id, token) } };
    });
  loginRoute('/customer/login', 'customer');
  loginRoute('/staff/login', 'staff');

  app.post('/logout', { schema: { response: { 200: logoutResponseSchema } } }, async (request) => {
    requireCustomer(request);
    const session = sessionOf(request);
    if (session) await revokeSession(request.ctx.db, session, request.ctx.now);
    return { data: { message: 'You have been logged out.' } };
  });

  // Logout everywhere: ends every session of the caller and revokes every checkout link of theirs (the links that
  // pay their basket and, for staff, the links they made). A checkout link token is not a login here (401).
  app.post('/logout-everywhere', { schema: { response: { 200: logoutResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    const session = sessionOf(request);
    if (!session) throw new HttpError(401, unauthenticatedMessages.missing);
    await request.ctx.db.transaction((tx) => revokeUserAccess(tx, customer.userId, request.ctx.now));
    return { data: { message: 'You have been logged out everywhere.' } };
  });

  app.get('/user', { schema: { response: { 200: authUserResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    return { data: await userWireFor(request.ctx.db, customer.userId, customer.actingForUserId) };
  });
};
