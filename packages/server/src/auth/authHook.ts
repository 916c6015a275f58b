import { messages, selectedUserIdQuery } from '@courtside/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import { admissionConfigOf } from '../http/waitingRoom';
import { fieldError } from './fieldError';
import { mayActFor } from '../users/users.repo';
import { noteSessionProblem } from './customerContext';
import type { SessionRow } from '../db/schema';
import { findLiveSession } from './sessions.repo';
import { findLiveCheckoutLink, type CheckoutLinkRow } from '../checkout/checkoutLinks.repo';
import { tenantDb } from '../db/tenantDb';

/** The session behind `request.customer`, for logout. */
const requestSessions = new WeakMap<FastifyRequest, SessionRow>();
export const sessionOf = (request: FastifyRequest) => requestSessions.get(request);

/** The checkout link behind `request.customer` when a checkout token (not a login) authenticated the call. */
const requestLinks = new WeakMap<FastifyRequest, CheckoutLinkRow>();
export const checkoutLinkOf = (request: FastifyRequest) => requestLinks.get(request);

/** Whether a checkout link made without `allow_credit` authenticated the call: it neither sees nor uses credit. */
export const creditBarredByLink = (request: FastifyRequest) => requestLinks.get(request)?.allowCredit === false;

/**
 * Spec §6: the checkout auth header is sent on checkout pages. It authenticates only these calls:
 * reading the link and the basket it pays, paying it, and reading the order it made — never adding, never other
 * orders, never anything of the account. The routes themselves pin the basket, the credit and the order.
 */
export const checkoutLinkRoutes: ReadonlySet<string> = new Set([
  'GET /api/checkout/links/:checkoutId',
  'GET /api/checkout/cart',
  'GET /api/checkout/prepare',
  'POST /api/checkout/authorise',
  'POST /api/checkout/complete',
  'POST /api/checkout/session/prepare',
  'POST /api/checkout/session/payment',
  'POST /api/checkout/session/complete/:transactionId',
  'POST /api/payment-providers/sca-completion/:transactionId',
  'POST /api/credits/apply',
  'GET /api/checkout/orders/:orderId',
]);
const linkMayCall = (request: FastifyRequest) => checkoutLinkRoutes.has(`${request.method} ${request.routeOptions.url ?? ''}`);

/** The bearer token of the Authorization header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The answer when a call names two different users to act for (body or query, and the header). */
export const selectedUserConflict = messages.auth.selectedUserConflict;

/**
 * Spec §6: the user the call names to act for — the `selected_user_id` body field or query parameter, or the
 * `X-Selected-User-Id` header the web client sends on every call. Read from the request as sent (before the route's
 * schema strips keys it does not declare), so every route honours it the same way; two different users is a 422.
 */
function selectedUserId(request: FastifyRequest): number | null {
  const fromObject = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>).selected_user_id : undefined;
  const sources = [
    ['selected_user_id', fromObject(request.body)],
    ['selected_user_id', fromObject(request.query)],
    ['x-selected-user-id', request.headers['x-selected-user-id']],
  ] as const;
  const chosen = new Set<number>();
  for (const [key, raw] of sources) {
    if (raw === undefined || raw === null || raw === '') continue;
    const parsed = selectedUserIdQuery.safeParse(raw);
    if (!parsed.success) throw fieldError(key, parsed.error.issues[0]?.message ?? messages.form.mustBeNumber);
    if (parsed.data != null) chosen.add(parsed.data);
  }
  if (chosen.size > 1) throw fieldError('selected_user_id', selectedUserConflict);
  return chosen.size === 1 ? [...chosen][0]! : null;
}

/**
 * Resolves `request.customer` on every tenant-scoped route: the bearer token's live session in
 * this tenant (onRequest), then whom the call acts for (preValidation, once the body is parsed):
 * a linked user for a customer, any customer of the tenant for staff, else 403.
 */
export function installCustomerAuth(scope: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  const { now } = deps;
  const resolve = async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    const checkoutToken = request.headers['x-checkout-token'];
    if (!token && typeof checkoutToken === 'string' && linkMayCall(request)) {
      const link = await findLiveCheckoutLink(tenantDb(deps.db, request.tenant.id), checkoutToken, now());
      if (!link) return noteSessionProblem(request, 'invalid');
      requestLinks.set(request, link);
      request.customer = { userId: link.userId, role: 'customer', actingForUserId: link.userId };
      return;
    }
    if (!token) return noteSessionProblem(request, 'missing');
    const found = await findLiveSession(tenantDb(deps.db, request.tenant.id), token, now());
    if (!found.ok) return noteSessionProblem(request, found.problem);
    requestSessions.set(request, found.session);
    request.customer = { userId: found.session.userId, role: found.role, staffRole: found.staffRole, actingForUserId: found.session.userId, bookingDisabledUntil: found.bookingDisabledUntil };
  };
  // A path behind a waiting room (adds, payments) has its session looked up once the room has decided, so a burst put in
  // line costs no lookups (http/waitingRoom.ts: a newcomer is decided once the body is read, in preValidation).
  scope.addHook('onRequest', async (request) => {
    if (!admissionConfigOf(request)) await resolve(request);
  });
  // preValidation: the body is parsed but not yet replaced by the route schema's output (which drops unknown keys).
  scope.addHook('preValidation', async (request) => {
    if (admissionConfigOf(request)) await resolve(request);
    const customer = request.customer;
    if (!customer) return;
    const target = selectedUserId(request);
    if (target === null || target === customer.userId) return;
    // A checkout link pays its customer's own basket and acts for nobody else.
    if (requestLinks.has(request)) throw new HttpError(403, messages.unauthorised);
    if (!(await mayActFor(tenantDb(deps.db, request.tenant.id), customer, target))) throw new HttpError(403, messages.unauthorised);
    request.customer = { ...customer, actingForUserId: target };
  });
}
