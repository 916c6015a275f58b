import { loginResponseSchema, messages, registerBodySchema, registerQuerySchema, type RegisterBody } from '@courtside/core';
import type { AccountRoutePlugin } from '../accounts/accountDeps';
import type { NewUser } from '../db/schema';
import { createCustomer, emailTaken, referencePrefix } from '../users/users.repo';
import { personalContactValues } from '../users/userValues';
import { userWireFor } from './currentUser';
import { fieldError } from './fieldError';
import { hashPassword } from './password';
import { createSession } from './sessions.repo';

export const emailTakenMessage = messages.auth.emailTaken;
export const unknownClientMessage = messages.auth.unknownClient;

/** The new customer's row from the onboarding data fields (spec §3). */
function customerValues(body: RegisterBody, onboardingType: string | undefined, now: Date): Omit<NewUser, 'reference' | 'role' | 'tenantId'> {
  const { personal, contact, additional, emergency_contact } = body.data_fields;
  return {
    ...personalContactValues({ personal, contact }),
    email: contact.email.toLowerCase(),
    additionalData: additional,
    emergencyContact: emergency_contact ? { ...emergency_contact, relationship: emergency_contact.relationship || null } : null,
    onboardingType: onboardingType ?? null,
    registrationSource: body.source,
    termsAcceptedAt: now,
    createdAt: now,
  };
}

/**
 * POST /api/auth/customer/register?onboarding_type= (spec §7): creates the customer from the
 * onboarding data fields and signs them in. 422 with field messages for anything the contract
 * refuses, another client's id, or an email the tenant already has.
 */
export const registerRoutes: AccountRoutePlugin = async (app) => {
  app.post(
    '/customer/register',
    { schema: { querystring: registerQuerySchema, body: registerBodySchema, response: { 200: loginResponseSchema } } },
    async (request) => {
      const { body, ctx } = request;
      const { tenant, now } = ctx;
      if (body.client_id !== tenant.id) throw fieldError('client_id', unknownClientMessage);
      if (await emailTaken(ctx.db, body.data_fields.contact.email)) throw fieldError('data_fields.contact.email', emailTakenMessage);
      const values = { ...customerValues(body, request.query.onboarding_type, now), passwordHash: await hashPassword(body.password) };
      let user;
      try {
        user = await createCustomer(ctx.db, referencePrefix(tenant.name), values);
      } catch (error) {
        // Two sign-ups with one email at once: the unique index refuses the second.
        if (await emailTaken(ctx.db, body.data_fields.contact.email)) throw fieldError('data_fields.contact.email', emailTakenMessage);
        throw error;
      }
      const token = await createSession(ctx.db, user.id, now);
      return { data: { token, user: await userWireFor(ctx.db, user.id, user.id, token) } };
    },
  );
};
