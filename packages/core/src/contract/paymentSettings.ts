import { z } from 'zod';
import { dataEnvelope } from './common';

/** The card providers a tenant can choose (spec §7: keyed by lowercase name); the sandbox works offline. */
export const cardProviderNames = ['sandbox', 'stripe'] as const;
export const cardProviderNameSchema = z.enum(cardProviderNames);
export type CardProviderName = z.infer<typeof cardProviderNameSchema>;

/** Whether a provider's keys move real money (live) or only its test cards (test). */
export const paymentModeSchema = z.enum(['test', 'live']);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

const key = (pattern: RegExp, what: string) => z.string().trim().max(255).regex(pattern, `Not a ${what}`);

/**
 * PUT /api/v1/staff/payment-settings body (super users): the tenant's card provider, its mode and keys. A secret left
 * out (or null) keeps the one stored; secrets are written encrypted and never answered back.
 */
export const paymentSettingsBodySchema = z.object({
  provider: cardProviderNameSchema,
  mode: paymentModeSchema.default('test'),
  publishable_key: key(/^pk_(test|live)_[A-Za-z0-9_]+$/, 'publishable key').nullish(),
  secret_key: key(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'secret key').nullish(),
  webhook_secret: key(/^whsec_[A-Za-z0-9_]+$/, 'webhook signing secret').nullish(),
});
export type PaymentSettingsBody = z.infer<typeof paymentSettingsBodySchema>;

/** A stored secret as the API shows it: whether one is set and its last 4 characters, never more. */
export const storedSecretSchema = z.object({ set: z.boolean(), last4: z.string().max(4).nullable() });

/** GET/PUT /api/v1/staff/payment-settings response: the settings, secrets only as set-or-not with their last 4. */
export const paymentSettingsSchema = z.object({
  provider: cardProviderNameSchema,
  mode: paymentModeSchema,
  publishable_key: z.string().nullable(),
  secret_key: storedSecretSchema,
  webhook_secret: storedSecretSchema,
  /** Where the provider sends its webhooks for this tenant (to paste into its dashboard). */
  webhook_path: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export const paymentSettingsResponseSchema = dataEnvelope(paymentSettingsSchema);

/** POST /api/v1/staff/payment-settings/test response: whether the stored keys reach the provider. */
export const paymentConnectionSchema = z.object({ ok: z.boolean(), message: z.string().nullable() });
export const paymentConnectionResponseSchema = dataEnvelope(paymentConnectionSchema);
