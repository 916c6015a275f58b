import { z } from 'zod';
import { dataEnvelope } from './common';
import { idSchema, textBetween } from './fields';

// Spec §3 Third-party integration: a tenant's integrations (id, type, driver, enabled_event_types such as
// v1.user.created, is_active), whose events go out as signed webhooks after the commit, with a delivery log.
// Paths ours (docs/api.md): /api/v1/integrations, managers only.

/** The events an integration can be sent (spec §3 names v1.user.created; the others are ours). */
export const integrationEventTypes = ['v1.user.created', 'v1.order.completed', 'v1.booking.cancelled'] as const;
export const integrationEventTypeSchema = z.enum(integrationEventTypes);
export type IntegrationEventType = z.infer<typeof integrationEventTypeSchema>;

/** Spec §3 Third-party integration. `driver` is shown to super users only (null for everyone else). */
export const integrationSchema = z.object({
  id: idSchema,
  type: z.literal('webhook'),
  driver: z.string().nullable(),
  /** Where its webhooks go. */
  url: z.string(),
  enabled_event_types: z.array(integrationEventTypeSchema),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type IntegrationWire = z.infer<typeof integrationSchema>;

/**
 * A webhook URL as written: https, or http to this machine (a receiver under test); at most 2000 characters. The
 * server then refuses any target outside the public internet (operator/webhookTargets.ts), this machine included
 * unless its WEBHOOK_LOOPBACK setting allows it.
 */
export const webhookUrlSchema = textBetween(1, 2000).refine(
  (url) => /^https:\/\/[^\s/]+/i.test(url) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/i.test(url),
  'Must be an https:// address',
);

/** POST /api/v1/integrations body: a webhook integration. */
export const integrationCreateBodySchema = z.object({
  url: webhookUrlSchema,
  enabled_event_types: z.array(integrationEventTypeSchema).min(1, 'Choose at least one event').max(integrationEventTypes.length),
  is_active: z.boolean().default(true),
});
export type IntegrationCreateBody = z.infer<typeof integrationCreateBodySchema>;

/** The integration just created, with the secret its webhooks are signed with (shown this once). */
export const integrationCreatedResponseSchema = dataEnvelope(integrationSchema.extend({ secret: z.string() }));
export const integrationListResponseSchema = dataEnvelope(z.array(integrationSchema));
export const integrationParamsSchema = z.object({ integration_id: z.coerce.number().int().min(1).max(2147483647) });

/** One delivery of one event to one integration: delivered, or failed so far (retried with backoff). */
export const integrationDeliverySchema = z.object({
  id: idSchema,
  integration_id: idSchema,
  event_type: integrationEventTypeSchema,
  /** The event's id as the receiver sees it (the same on every retry: receivers dedupe on it). */
  event_id: z.string(),
  status: z.enum(['delivered', 'failed']),
  attempts: z.number().int().nonnegative(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type IntegrationDeliveryWire = z.infer<typeof integrationDeliverySchema>;
export const integrationDeliveriesResponseSchema = dataEnvelope(z.array(integrationDeliverySchema));
