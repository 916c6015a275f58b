import { z } from 'zod';
import { dataEnvelope } from './common';

/** Spec §3 Config: feature flags of a tenant. */
export const clientConfigSchema = z.object({
  online_joining_enabled: z.boolean(),
  camps_and_courses_booking_enabled: z.boolean(),
  kiosk_home_url: z.string().nullable(),
  /** Spec §3 Config tag-manager setting: the container id, or null. */
  tag_manager_id: z.string().nullable(),
  /** Spec §3 Config auto-translate setting: the script loads only when enabled and a project key exists. */
  auto_translate: z.object({ enabled: z.boolean(), project_key: z.string().nullable() }),
});

/** Spec §3 Client: id and currency with symbol (default £); plus the tenant's name and config. */
export const clientSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  currency: z.object({ code: z.string().length(3), symbol: z.string().min(1) }),
  config: clientConfigSchema,
});
export type ClientWire = z.infer<typeof clientSchema>;

/** GET /api/client response (spec §7 Account). */
export const clientResponseSchema = dataEnvelope(clientSchema);
