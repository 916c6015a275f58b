import {
  messages,
  PROFILE_PHOTO_MAX_BYTES,
  profilePhotoBodySchema,
  sniffImageType,
  userDetailsBodySchema,
  userDetailsResponseSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import type { AccountDeps, AccountRoutePlugin } from '../accounts/accountDeps';
import { HttpError } from '../http/httpError';
import { emailChangedMail, verifyEmailMail } from '../mail/emailChangeMail';
import type { Mail } from '../mail/mailer';
import { emailTaken, findUser } from '../users/users.repo';
import { confirmEmail, saveUserDetails } from '../users/userDetails.repo';
import { removeProfilePhoto, saveProfilePhoto } from '../users/profilePhotos.repo';
import { personalContactValues } from '../users/userValues';
import { sessionOf } from './authHook';
import { userWireFor } from './currentUser';
import { requireCustomer, unauthenticatedMessages } from './customerContext';
import { fieldError } from './fieldError';
import { linkOrigin } from './linkOrigin';

/** Sends without holding up the answer; a mail that fails is logged, the change stands. */
function sendLater(request: FastifyRequest, deps: AccountDeps, mail: Mail): void {
  void deps.mailer.send(mail).catch((error: unknown) => request.log.error({ err: error }, `Sending "${mail.subject}" failed`));
}

/**
 * My details (spec §2 /user-details; ours, docs/api.md): PUT /api/auth/user saves the signed-in customer's own record
 * (never the selected user's, never by a checkout link), and POST /api/auth/customer/verify-email confirms a new email
 * address with the link mailed to it after the save commits.
 */
export const detailsRoutes: AccountRoutePlugin = async (app, deps) => {
  /** The login's own customer record: a session of a customer (a checkout link or a staff login is refused). */
  const ownRecord = (request: FastifyRequest) => {
    const customer = requireCustomer(request);
    if (!sessionOf(request)) throw new HttpError(401, unauthenticatedMessages.missing);
    if (customer.role !== 'customer') throw new HttpError(403, messages.unauthorised);
    return customer;
  };

  app.put('/user', { schema: { body: userDetailsBodySchema, response: { 200: userDetailsResponseSchema } } }, async (request) => {
    const customer = ownRecord(request);
    const { tenant } = request.ctx;
    const values = personalContactValues(request.body.data_fields);
    const now = request.ctx.now;
    const emailField = 'data_fields.contact.email';
    let saved;
    try {
      saved = await saveUserDetails(request.ctx.db, customer.userId, values, now);
    } catch (error) {
      // Two accounts taking one new email at once: the unique index refuses the second.
      const own = (await findUser(request.ctx.db, customer.userId))?.email?.toLowerCase();
      if (own !== values.email.toLowerCase() && (await emailTaken(request.ctx.db, values.email))) throw fieldError(emailField, messages.auth.emailTaken);
      throw error;
    }
    if (saved.outcome === 'email-taken') throw fieldError(emailField, messages.auth.emailTaken);
    if (saved.outcome !== 'saved') throw new HttpError(429, messages.auth.tooManyEmailChanges);
    if (saved.emailChange) {
      const recipient = { firstName: values.firstName, tenantName: tenant.name };
      const link = `${linkOrigin(request, deps)}/verify-email?token=${encodeURIComponent(saved.emailChange.token)}`;
      sendLater(request, deps, verifyEmailMail({ ...recipient, to: values.email.toLowerCase(), link }));
      if (saved.emailChange.from) sendLater(request, deps, emailChangedMail({ ...recipient, to: saved.emailChange.from, newEmail: values.email.toLowerCase() }));
    }
    return { data: await userWireFor(request.ctx.db, customer.userId, customer.actingForUserId) };
  });

  // The profile photo (ours): a PNG, JPEG or WebP image of at most PROFILE_PHOTO_MAX_BYTES, checked by its bytes, not
  // its label; served from a random address (users/profilePhoto.routes.ts).
  app.put('/user/photo', { schema: { body: profilePhotoBodySchema, response: { 200: userDetailsResponseSchema } } }, async (request) => {
    const customer = ownRecord(request);
    const data = Buffer.from(request.body.data_url.slice(request.body.data_url.indexOf(',') + 1), 'base64');
    const type = sniffImageType(data.subarray(0, 16));
    if (type === null || !request.body.data_url.startsWith(`data:${type};`)) throw fieldError('data_url', messages.profilePhoto.type);
    if (data.length > PROFILE_PHOTO_MAX_BYTES) throw fieldError('data_url', messages.profilePhoto.size);
    await saveProfilePhoto(request.ctx.db, customer.userId, type, data, request.ctx.now);
    return { data: await userWireFor(request.ctx.db, customer.userId, customer.actingForUserId) };
  });

  app.delete('/user/photo', { schema: { response: { 200: userDetailsResponseSchema } } }, async (request) => {
    const customer = ownRecord(request);
    await removeProfilePhoto(request.ctx.db, customer.userId);
    return { data: await userWireFor(request.ctx.db, customer.userId, customer.actingForUserId) };
  });

  app.post(
    '/customer/verify-email',
    { schema: { body: verifyEmailBodySchema, response: { 200: verifyEmailResponseSchema } } },
    async (request) => {
      const confirmed = await confirmEmail(request.ctx.db, request.body.token, request.ctx.now);
      if (!confirmed) throw fieldError('token', messages.auth.verifyEmailInvalid);
      return { data: { message: messages.auth.emailVerified } };
    },
  );
};
