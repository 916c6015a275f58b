import { timingSafeEqual } from 'node:crypto';
import {
  adminTokenHeader,
  maintenanceBodySchema,
  maintenanceResponseSchema,
  messages,
} from '@courtside/core';
import type { RoutePlugin } from '../http/routeDeps';
import { HttpError } from '../http/httpError';
import { setMaintenance } from '../tenancy/tenants.repo';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Operator routes under /api/admin, guarded by the `x-admin-token` header. Without ADMIN_TOKEN
 * they do not exist (404); a missing or wrong token answers 403.
 */
export const adminRoutes: RoutePlugin = async (app, { db, config }) => {
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
      const maintenance = await setMaintenance(db, request.tenant.id, request.body.maintenance);
      request.log.info({ tenant: request.tenant.slug, maintenance }, 'Maintenance flag set');
      return { data: { maintenance } };
    },
  );
};
