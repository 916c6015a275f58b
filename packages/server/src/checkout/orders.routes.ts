import { orderListQuerySchema, orderListResponseSchema, paginationMetaFor } from '@courtside/core';
import { requireCustomer } from '../auth/customerContext';
import type { RoutePlugin } from '../http/routeDeps';
import { listOrders } from './orders.repo';

/**
 * GET /api/v1/orders (docs/api.md; spec §2 my-account Payments): the logged-in customer's own orders, newest first,
 * a page at a time. Only their login reads it: a checkout link or a selected user does not widen it to anyone else's.
 */
export const ordersRoutes: RoutePlugin = async (app) => {
  app.get('/v1/orders', { schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    const { page, per_page: perPage } = request.query;
    const { rows, total } = await listOrders(request.ctx.db, customer.userId, page, perPage);
    return { data: rows, meta: { pagination: paginationMetaFor(page, perPage, total), sorting: { sort_by: 'created_at', direction: 'descending' as const } } };
  });
};
