import type { FastifyRequest } from 'fastify';
import { messages, staffMay, type StaffAction } from '@courtside/core';
import { HttpError } from '../http/httpError';
import { requireCustomer as signedInCustomer } from './customerContext';

/**
 * Role checks declared on a route (`{ preHandler: requireStaff }`), so a handler never starts for a caller it must
 * refuse. preHandlers run after validation, so a malformed request still answers 422 first, as it did inline.
 */

/** Only a signed-in user (customer or staff): 401 otherwise, saying whether the session ended or never was. */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  signedInCustomer(request);
}

/** A staff guard says which staff action it needs ('any': any staff member), so the route table can list staff routes. */
export type StaffGuard = ((request: FastifyRequest) => Promise<void>) & { staffAction: StaffAction | 'any' };

/** Only staff: 401 for a visitor, 403 for a customer. */
export const requireStaff: StaffGuard = Object.assign(
  async (request: FastifyRequest): Promise<void> => {
    if (signedInCustomer(request).role !== 'staff') throw new HttpError(403, messages.unauthorised);
  },
  { staffAction: 'any' as const },
);

/** Only staff whose role allows `action` (core's staffMay): 401 for a visitor, 403 for a customer or another role. */
export const requireStaffTo = (action: StaffAction): StaffGuard =>
  Object.assign(
    async (request: FastifyRequest): Promise<void> => {
      const caller = signedInCustomer(request);
      if (caller.role !== 'staff') throw new HttpError(403, messages.unauthorised);
      if (!staffMay(caller.staffRole, action)) throw new HttpError(403, messages.staff.notPermitted);
    },
    { staffAction: action },
  );
