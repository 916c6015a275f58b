import { z } from 'zod';
import { TAG_MANAGER_ID, tagManagerIdMessage } from '../operator/thirdParty';
import { dataEnvelope } from './common';
import { idSchema, MAX_DB_INT, textBetween } from './fields';

/** PUT /api/admin/maintenance body: turns the request tenant's maintenance flag on or off. */
export const maintenanceBodySchema = z.object({ maintenance: z.boolean() });
export type MaintenanceBody = z.infer<typeof maintenanceBodySchema>;

/** PUT /api/admin/maintenance response: the flag as now stored. */
export const maintenanceResponseSchema = dataEnvelope(z.object({ maintenance: z.boolean() }));

/** A tag-manager container id (spec §3 Config): the provider's prefix, then 4 to 12 capital letters or digits. */
export const tagManagerIdSchema = z.string().regex(TAG_MANAGER_ID, tagManagerIdMessage);

/** Header carrying the operator token that guards every /api/admin route. */
export const adminTokenHeader = 'x-admin-token';

/**
 * PUT /api/admin/settings body (spec §3 Config): the request tenant's tag-manager id (null: none) and auto-translate
 * setting (enabled, and the translation project's key; null: none).
 */
export const operatorSettingsBodySchema = z.object({
  tag_manager_id: tagManagerIdSchema.nullable(),
  auto_translate: z.object({ enabled: z.boolean(), project_key: textBetween(1, 100).regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, _ or -').nullable() }),
});
export type OperatorSettingsBody = z.infer<typeof operatorSettingsBodySchema>;
/** PUT /api/admin/settings response: the settings as now stored. */
export const operatorSettingsResponseSchema = dataEnvelope(operatorSettingsBodySchema);

/**
 * An event of the tenant's outbox that a background job failed to handle on its last allowed attempt: parked, no
 * longer retried, until the operator releases it (GET /api/admin/outbox/parked).
 */
export const parkedEventSchema = z.object({
  id: idSchema,
  /** The domain event (orderCompleted, userCreated, …). */
  type: z.string(),
  attempts: z.number().int().nonnegative(),
  /** The jobs that did handle it; a release runs only the others. */
  handled_by: z.array(z.string()),
  last_error: z.string().nullable(),
  created_at: z.string(),
  parked_at: z.string(),
});
export type ParkedEventWire = z.infer<typeof parkedEventSchema>;
export const parkedEventsResponseSchema = dataEnvelope(z.array(parkedEventSchema));
export const parkedEventParamsSchema = z.object({ event_id: z.coerce.number().int().min(1).max(MAX_DB_INT) });
/** POST /api/admin/outbox/parked/{event_id}/release: the event is due again now, with a fresh set of attempts. */
export const parkedEventReleasedResponseSchema = dataEnvelope(z.object({ id: idSchema, released: z.literal(true) }));
