import { timingSafeEqual } from 'node:crypto';
import {
  adminTokenHeader,
  maintenanceBodySchema,
  maintenanceResponseSchema,
  messages,
  operatorSettingsBodySchema,
  operatorSettingsResponseSchema,
  parkedEventParamsSchema,
  parkedEventReleasedResponseSchema,
  parkedEventsResponseSchema,
} from '@courtside/core';
import { listParked, releaseParked } from '../events/parkedEvents';
import type { RoutePlugin } from '../http/routeDeps';
import { HttpError } from '../http/httpError';
import { setMaintenance, setOperatorSettings } from '../tenancy/tenants.repo';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Operator routes under /api/admin, guarded by the `x-admin-token` header. Without ADMIN_TOKEN
 * they do not exist (404); a missing or wrong token answers 403.
 */
export const adminRoutes: RoutePlugin = async (app, { config }) => {
  app.addHook('onRequest', async (request) => {
    if (!config.adminToken) throw new HttpError(404, messages.notFound);
    const given = request.headers[adminTokenHeader];
    if (typeof given !== 'string' || !sameToken(given, config.adminToken)) {
      throw new HttpError(403, messages.unauthorised);
    }
  });

  app.put(
    '/maintenance',
    { schema: { body: maintenanceBodySchema, response: { 200: maintenanceResponseSchema } } },
    async (request) => {
      const maintenance = await setMaintenance(request.ctx.db, request.body.maintenance);
      request.log.info({ tenant: request.ctx.tenant.slug, maintenance }, 'Maintenance flag set');
      return { data: { maintenance } };
    },
  );

  // Spec §3 Config: the tenant's tag manager and auto-translate; the CSP follows within TENANT_TTL_MS.
  app.put('/settings', { schema: { body: operatorSettingsBodySchema, response: { 200: operatorSettingsResponseSchema } } }, async (request) => ({
    data: await setOperatorSettings(request.ctx.db, request.body),
  }));

  // The tenant's outbox events a background job gave up on (parked after its last attempt), and releasing one.
  app.get('/outbox/parked', { schema: { response: { 200: parkedEventsResponseSchema } } }, async (request) => ({ data: await listParked(request.ctx.db) }));
  app.post(
    '/outbox/parked/:event_id/release',
    { schema: { params: parkedEventParamsSchema, response: { 200: parkedEventReleasedResponseSchema } } },
    async (request) => {
      await releaseParked(request.ctx.db, request.params.event_id);
      request.log.info({ tenant: request.ctx.tenant.slug, event: request.params.event_id }, 'Parked event released');
      return { data: { id: request.params.event_id, released: true as const } };
    },
  );
};
