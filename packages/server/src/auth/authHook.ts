import { messages, selectedUserIdQuery } from '@courtside/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import { fieldError } from './fieldError';
import { mayActFor } from '../users/users.repo';
import { noteSessionProblem } from './customerContext';
import type { SessionRow } from '../db/schema';
import { findLiveSession } from './sessions.repo';
import { findLiveCheckoutLink, type CheckoutLinkRow } from '../checkout/checkoutLinks.repo';

/** The session behind `request.customer`, for logout. */
const requestSessions = new WeakMap<FastifyRequest, SessionRow>();
export const sessionOf = (request: FastifyRequest) => requestSessions.get(request);

/** The checkout link behind `request.customer` when a checkout token (not a login) authenticated the call. */
const requestLinks = new WeakMap<FastifyRequest, CheckoutLinkRow>();
export const checkoutLinkOf = (request: FastifyRequest) => requestLinks.get(request);

/** Spec §6: the checkout auth header is sent on checkout pages; it authenticates only the checkout calls. */
const checkoutTokenPaths = /^\/api\/(checkout|credits|payment-providers)\//;

/** The bearer token of the Authorization header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Spec §6: the user the call names to act for — the `selected_user_id` body field or query
 * parameter, else the `X-Selected-User-Id` header the web client sends on every call.
 */
function selectedUserId(request: FastifyRequest): number | null {
  const fromObject = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>).selected_user_id : undefined;
  const sources = [
    ['selected_user_id', fromObject(request.body)],
    ['selected_user_id', fromObject(request.query)],
    ['x-selected-user-id', request.headers['x-selected-user-id']],
  ] as const;
  const [key, raw] = sources.find(([, value]) => value !== undefined && value !== null && value !== '') ?? [];
  if (key === undefined) return null;
  const parsed = selectedUserIdQuery.safeParse(raw);
  if (!parsed.success) throw fieldError(key, parsed.error.issues[0]?.message ?? 'Must be a number');
  return parsed.data ?? null;
}

/**
 * Resolves `request.customer` on every tenant-scoped route: the bearer token's live session in
 * this tenant (onRequest), then whom the call acts for (preHandler, once the body is parsed):
 * a linked user for a customer, any customer of the tenant for staff, else 403.
 */
export function installCustomerAuth(scope: FastifyInstance, deps: { db: Db; now?: () => Date }): void {
  const now = deps.now ?? (() => new Date());
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    const checkoutToken = request.headers['x-checkout-token'];
    if (!token && typeof checkoutToken === 'string' && checkoutTokenPaths.test(request.url)) {
      const link = await findLiveCheckoutLink(deps.db, request.tenant.id, checkoutToken, now());
      if (!link) return noteSessionProblem(request, 'invalid');
      requestLinks.set(request, link);
      request.customer = { userId: link.userId, role: 'customer', actingForUserId: link.userId };
      return;
    }
    if (!token) return noteSessionProblem(request, 'missing');
    const found = await findLiveSession(deps.db, request.tenant.id, token, now());
    if (!found.ok) return noteSessionProblem(request, found.problem);
    requestSessions.set(request, found.session);
    request.customer = { userId: found.session.userId, role: found.role, actingForUserId: found.session.userId };
  });
  scope.addHook('preHandler', async (request) => {
    const customer = request.customer;
    if (!customer) return;
    const target = selectedUserId(request);
    if (target === null || target === customer.userId) return;
    if (!(await mayActFor(deps.db, request.tenant.id, customer, target))) throw new HttpError(403, messages.unauthorised);
    request.customer = { ...customer, actingForUserId: target };
  });
}
