import { messages, orderListQuerySchema, orderListResponseSchema, orderParamsSchema, orderResponseSchema, paginationMetaFor, parseRecordId } from '@courtside/core';
import { checkoutLinkOf } from '../auth/authHook';
import { cartOwnerOf } from '../cart/cartOwner';
import { HttpError } from '../http/httpError';
import { requireCustomer } from '../auth/customerContext';
import type { RoutePlugin } from '../http/routeDeps';
import { listOrders, loadOrder, loadTillOrder } from './orders.repo';

/**
 * GET /api/v1/orders (docs/api.md; spec §2 my-account Payments): the logged-in customer's own orders, newest first,
 * a page at a time. Only their login reads it: a checkout link or a selected user does not widen it to anyone else's.
 * GET /api/checkout/orders/{orderId} (spec §7): one order, as the booking-confirmed page shows it.
 */
export const ordersRoutes: RoutePlugin = async (app) => {
  app.get('/v1/orders', { schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    const { page, per_page: perPage } = request.query;
    const { rows, total } = await listOrders(request.ctx.db, customer.userId, page, perPage);
    return { data: rows, meta: { pagination: paginationMetaFor(page, perPage, total), sorting: { sort_by: 'created_at', direction: 'descending' as const } } };
  });

  app.get('/checkout/orders/:orderId', { schema: { params: orderParamsSchema, response: { 200: orderResponseSchema } } }, async (request) => {
    const customer = cartOwnerOf(request);
    const link = checkoutLinkOf(request);
    const id = parseRecordId(request.params.orderId);
    // A checkout link reads the order it paid, and no other of its customer's orders.
    const readable = id !== null && (!link || link.orderId === id);
    // Staff also read the orders they took at the till, for whichever customer.
    const order = readable ? ((await loadOrder(request.ctx.db, customer.userId, id)) ?? (request.customer?.role === 'staff' ? await loadTillOrder(request.ctx.db, customer.userId, id) : null)) : null;
    if (!order) throw new HttpError(404, messages.notFound);
    return { data: order };
  });
};
