import { messages, type StaffRole } from '@courtside/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError';

/** Who a request acts as (spec §6): the logged-in user, and the linked user chosen under 'Booking for'. */
export interface RequestCustomer {
  /** The authenticated user (customer or staff). */
  userId: number;
  role: 'customer' | 'staff';
  /** A staff member's role (what they may do, core's staffMay); absent or null for customers. */
  staffRole?: StaffRole | null;
  /** The user the call acts for: selected_user_id when it is linked (or any customer for staff), else userId. */
  actingForUserId: number;
  /**
   * Spec §4 disable_booking of the authenticated user, read with their session (an add need not read it again);
   * undefined where the caller was not found by a session (a checkout link).
   */
  bookingDisabledUntil?: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null for a visitor; set by the accounts auth hook from the bearer token (spec §7). */
    customer: RequestCustomer | null;
  }
}

/** Declares `request.customer` (null until the auth hook resolves a session). */
export function decorateCustomer(scope: FastifyInstance): void {
  scope.decorateRequest('customer', null);
}

/** Why a request has no customer, so a 401 can say whether the session ended or never was. */
const sessionProblems = new WeakMap<FastifyRequest, 'missing' | 'invalid' | 'expired'>();

/** Records why the bearer token gave no customer (set by the auth hook). */
export function noteSessionProblem(request: FastifyRequest, problem: 'missing' | 'invalid' | 'expired'): void {
  sessionProblems.set(request, problem);
}

/** The 401 texts (spec §8 leaves them open; the client logs out on any 401). */
export const unauthenticatedMessages = {
  missing: messages.auth.unauthenticated,
  invalid: messages.auth.unauthenticated,
  expired: messages.auth.sessionExpired,
} as const;

/**
 * The signed-in user of a call that needs one: answers 401 for a missing, unknown, revoked or
 * expired token (or a token of another tenant).
 */
export function requireCustomer(request: FastifyRequest): RequestCustomer {
  if (request.customer) return request.customer;
  throw new HttpError(401, unauthenticatedMessages[sessionProblems.get(request) ?? 'missing']);
}
