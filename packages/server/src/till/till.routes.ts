import {
  checkoutCompleteResponseSchema,
  frontOfHousePayBodySchema,
  staffCustomerSearchQuerySchema,
  staffCustomersResponseSchema,
  terminalChargeBodySchema,
  terminalPaymentResponseSchema,
  tillCloseBodySchema,
  tillOpenBodySchema,
  tillResponseSchema,
  tillSessionResponseSchema,
} from '@courtside/core';
import { requireCustomer } from '../auth/customerContext';
import { cartOwnerOf } from '../cart/cartOwner';
import { payAtTill } from '../checkout/checkout.service';
import { cartDepsOf, checkoutTermsOf } from '../checkout/checkoutRequest';
import { requireStaff } from '../auth/guards';
import type { RoutePlugin } from '../http/routeDeps';
import { openSessionOf, searchCustomers, tillSessionWire } from './till.repo';
import { chargeTerminal, closeTill, openTill } from './till.service';

/**
 * Front of house (ours — spec §6 names staff in front-of-house mode and requiresTillToOpen): the staff member's till
 * session (GET /api/v1/till, POST /api/v1/till/open and /close), finding a customer to serve
 * (GET /api/v1/staff/customers), the card terminal (POST /api/checkout/terminal) and paying the foh basket with the
 * till's tenders (POST /api/checkout/pay). Staff only: 401 for a visitor, 403 for a customer; every read and write is
 * the tenant's (request.ctx.db) and the caller's own till.
 */
export const tillRoutes: RoutePlugin = async (app, { config, services }) => {
  const staffId = (request: Parameters<typeof requireCustomer>[0]) => requireCustomer(request).userId;

  app.get('/v1/till', { schema: { response: { 200: tillResponseSchema } }, preHandler: requireStaff }, async (request) => {
    const open = await openSessionOf(request.ctx.db, staffId(request));
    return { data: open ? await tillSessionWire(request.ctx.db, open) : null };
  });
  app.post('/v1/till/open', { schema: { body: tillOpenBodySchema, response: { 200: tillSessionResponseSchema } }, preHandler: requireStaff }, async (request) => ({
    data: await openTill(request.ctx.db, staffId(request), request.body.float, request.ctx.now),
  }));
  app.post('/v1/till/close', { schema: { body: tillCloseBodySchema, response: { 200: tillSessionResponseSchema } }, preHandler: requireStaff }, async (request) => ({
    data: await closeTill(request.ctx.db, staffId(request), request.body.counted, request.ctx.now),
  }));

  app.get('/v1/staff/customers', { schema: { querystring: staffCustomerSearchQuerySchema, response: { 200: staffCustomersResponseSchema } }, preHandler: requireStaff }, async (request) => {
    const rows = await searchCustomers(request.ctx.db, request.query.search);
    return {
      data: rows.map((r) => ({ id: r.id, reference: r.reference, first_name: r.firstName, last_name: r.lastName, email: r.email, date_of_birth: r.dateOfBirth, barcode: r.barcode })),
    };
  });

  app.post('/checkout/terminal', { schema: { body: terminalChargeBodySchema, response: { 200: terminalPaymentResponseSchema } }, preHandler: requireStaff }, async (request) => ({
    data: await chargeTerminal(request.ctx.db, staffId(request), request.body.amount, request.ctx.now),
  }));

  // Spec §6/§7: staff settle their foh basket with the till's tenders, for the customer they act for.
  const payDeps = cartDepsOf({ config, services });
  app.post('/checkout/pay', { schema: { body: frontOfHousePayBodySchema, response: { 200: checkoutCompleteResponseSchema } }, preHandler: requireStaff }, async (request) => {
    const { body } = request;
    const payment = { payments: body.payments, terms: body.terms, itemHash: body.item_hash, source: body.source, terminalPaymentId: body.terminal_payment_id ?? null };
    const orderId = await payAtTill(payDeps(request), cartOwnerOf(request, 'foh'), requireCustomer(request).actingForUserId, payment, checkoutTermsOf(request));
    return { data: { complete_order_id: orderId, order_id: orderId, status: 'success' as const } };
  });
};
