import type { FastifyInstance } from 'fastify';

/** Who a request acts as (spec §6): the logged-in user, and the linked user chosen under 'Booking for'. */
export interface RequestCustomer {
  /** The authenticated user (customer or staff). */
  userId: number;
  role: 'customer' | 'staff';
  /** The user the call acts for: selected_user_id when it is linked (or any customer for staff), else userId. */
  actingForUserId: number;
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
