import {
  integrationCreateBodySchema,
  integrationCreatedResponseSchema,
  integrationDeliveriesResponseSchema,
  integrationListResponseSchema,
  integrationParamsSchema,
  staffMay,
} from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import { requireCustomer } from '../auth/customerContext';
import { requireStaffTo } from '../auth/guards';
import type { RoutePlugin } from '../http/routeDeps';
import { createIntegration, deliveriesOf, listIntegrations } from './integrations.repo';

/**
 * Issue 16, spec §3 Third-party integration (paths ours, docs/api.md; managers): the tenant's webhook integrations,
 * creating one (its signing secret answered once), and its delivery log.
 */
export const integrationsRoutes: RoutePlugin = async (app) => {
  const guard = requireStaffTo('manageIntegrations');
  const showDriver = (request: FastifyRequest) => staffMay(requireCustomer(request).staffRole, 'seeIntegrationDrivers');
  app.get('/v1/integrations', { schema: { response: { 200: integrationListResponseSchema } }, preHandler: guard }, async (request) => ({
    data: await listIntegrations(request.ctx.db, showDriver(request)),
  }));
  app.post('/v1/integrations', { schema: { body: integrationCreateBodySchema, response: { 200: integrationCreatedResponseSchema } }, preHandler: guard }, async (request) => ({
    data: await createIntegration(request.ctx.db, request.body, showDriver(request)),
  }));
  app.get(
    '/v1/integrations/:integration_id/deliveries',
    { schema: { params: integrationParamsSchema, response: { 200: integrationDeliveriesResponseSchema } }, preHandler: guard },
    async (request) => ({ data: await deliveriesOf(request.ctx.db, request.params.integration_id) }),
  );
};
