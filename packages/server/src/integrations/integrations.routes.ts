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
import { fieldError } from '../auth/fieldError';
import { requireStaffTo } from '../auth/guards';
import type { RoutePlugin } from '../http/routeDeps';
import { createIntegration, deliveriesOf, listIntegrations } from './integrations.repo';
import { webhookUrlRefusal } from './webhookTarget';

/**
 * Spec §3 Third-party integration (paths ours, docs/api.md; managers): the tenant's webhook integrations, creating one
 * (its signing secret answered once), and its delivery log.
 */
export const integrationsRoutes: RoutePlugin = async (app, { config, services }) => {
  const guard = requireStaffTo('manageIntegrations');
  const showDriver = (request: FastifyRequest) => staffMay(requireCustomer(request).staffRole, 'seeIntegrationDrivers');
  app.get('/v1/integrations', { schema: { response: { 200: integrationListResponseSchema } }, preHandler: guard }, async (request) => ({
    data: await listIntegrations(request.ctx.db, showDriver(request)),
  }));
  // The target is checked before anything is saved: a public https address (loopback only where the server allows it).
  const target = { allowLoopback: config.webhookLoopback, resolve: services.resolveHost };
  app.post('/v1/integrations', { schema: { body: integrationCreateBodySchema, response: { 200: integrationCreatedResponseSchema } }, preHandler: guard }, async (request) => {
    const refusal = await webhookUrlRefusal(request.body.url, target);
    if (refusal) throw fieldError('url', refusal);
    return { data: await createIntegration(request.ctx.db, request.body, showDriver(request)) };
  });
  app.get(
    '/v1/integrations/:integration_id/deliveries',
    { schema: { params: integrationParamsSchema, response: { 200: integrationDeliveriesResponseSchema } }, preHandler: guard },
    async (request) => ({ data: await deliveriesOf(request.ctx.db, request.params.integration_id) }),
  );
};
