import { linkedUsersResponseSchema, messages, userParamsSchema } from '@courtside/core';
import type { AccountRoutePlugin } from '../accounts/accountDeps';
import { requireCustomer } from '../auth/customerContext';
import { HttpError } from '../http/httpError';
import { findUser, listLinks } from '../users/users.repo';
import { toLinkedUserWire } from './userWire';

/**
 * GET /api/v1/users/{id}/linked (spec §7): the users `id` may act for. A customer reads their own
 * links only; staff read any customer's of their tenant (spec §6).
 */
export const usersRoutes: AccountRoutePlugin = async (app) => {
  app.get('/:id/linked', { schema: { params: userParamsSchema, response: { 200: linkedUsersResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    const { id } = request.params;
    if (id !== customer.userId) {
      if (customer.role !== 'staff') throw new HttpError(403, messages.unauthorised);
      const target = await findUser(request.ctx.db, id);
      if (!target) throw new HttpError(404, messages.notFound);
      if (target.role !== 'customer') throw new HttpError(403, messages.unauthorised);
    }
    return { data: (await listLinks(request.ctx.db, id)).map(toLinkedUserWire) };
  });
};
