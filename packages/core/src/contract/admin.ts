import { z } from 'zod';
import { dataEnvelope } from './common';

/** PUT /api/admin/maintenance body: turns the request tenant's maintenance flag on or off. */
export const maintenanceBodySchema = z.object({ maintenance: z.boolean() });
export type MaintenanceBody = z.infer<typeof maintenanceBodySchema>;

/** PUT /api/admin/maintenance response: the flag as now stored. */
export const maintenanceResponseSchema = dataEnvelope(z.object({ maintenance: z.boolean() }));

/** Header carrying the operator token that guards every /api/admin route. */
export const adminTokenHeader = 'x-admin-token';
