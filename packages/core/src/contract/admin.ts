import { z } from 'zod';
import { TAG_MANAGER_ID, tagManagerIdMessage } from '../operator/thirdParty';
import { dataEnvelope } from './common';
import { textBetween } from './fields';

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
 * PUT /api/admin/settings body (issue 16, spec §3 Config): the request tenant's tag-manager id (null: none) and
 * auto-translate setting (enabled, and the translation project's key; null: none).
 */
export const operatorSettingsBodySchema = z.object({
  tag_manager_id: tagManagerIdSchema.nullable(),
  auto_translate: z.object({ enabled: z.boolean(), project_key: textBetween(1, 100).regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, _ or -').nullable() }),
});
export type OperatorSettingsBody = z.infer<typeof operatorSettingsBodySchema>;
/** PUT /api/admin/settings response: the settings as now stored. */
export const operatorSettingsResponseSchema = dataEnvelope(operatorSettingsBodySchema);
