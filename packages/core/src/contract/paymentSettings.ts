import { z } from 'zod';
import { dataEnvelope } from './common';

/** The card providers a tenant can choose (spec §7: keyed by lowercase name, three card providers); the sandbox works offline. */
export const cardProviderNames = ['sandbox', 'stripe', 'adyen'] as const;
export const cardProviderNameSchema = z.enum(cardProviderNames);
export type CardProviderName = z.infer<typeof cardProviderNameSchema>;

/** Whether a provider's keys move real money (live) or only its test cards (test). */
export const paymentModeSchema = z.enum(['test', 'live']);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

const key = (pattern: RegExp, what: string) => z.string().trim().max(255).regex(pattern, `Not a ${what}`);

/**
 * Adyen's settings fields (docs/payments.md › Adyen): the merchant account payments are made for; the API key (secret,
 * any printable characters Adyen puts in one); the client key Adyen Web is started with (public, `test_…`/`live_…`);
 * the HMAC key its webhooks are signed with (secret, 64 hex digits); and, in live mode, the live endpoint URL prefix
 * (`[random]-[company name]` from Adyen's Customer Area, only letters, digits and hyphens: it becomes part of a host name).
 */
export const adyenSettingsFields = {
  merchant_account: key(/^[A-Za-z0-9][A-Za-z0-9_.-]{1,79}$/, 'merchant account'),
  api_key: key(/^[\x21-\x7e]{16,255}$/, 'API key'),
  client_key: key(/^(test|live)_[A-Za-z0-9]{8,64}$/, 'client key'),
  hmac_key: key(/^[0-9A-Fa-f]{64}$/, 'HMAC key'),
  live_endpoint_prefix: key(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/, 'live endpoint URL prefix'),
} as const;

/**
 * PUT /api/v1/staff/payment-settings body (super users): the tenant's card provider, its mode and keys — Stripe's
 * (publishable, secret, webhook signing secret) or Adyen's (merchant account, API key, client key, HMAC key, live
 * endpoint prefix). A secret left out (or null) keeps the one stored; secrets are written encrypted and never answered
 * back. Which fields the chosen provider needs is checked with what is stored (the server's save).
 */
export const paymentSettingsBodySchema = z.object({
  provider: cardProviderNameSchema,
  mode: paymentModeSchema.default('test'),
  publishable_key: key(/^pk_(test|live)_[A-Za-z0-9_]+$/, 'publishable key').nullish(),
  secret_key: key(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'secret key').nullish(),
  webhook_secret: key(/^whsec_[A-Za-z0-9_]+$/, 'webhook signing secret').nullish(),
  merchant_account: adyenSettingsFields.merchant_account.nullish(),
  api_key: adyenSettingsFields.api_key.nullish(),
  client_key: adyenSettingsFields.client_key.nullish(),
  hmac_key: adyenSettingsFields.hmac_key.nullish(),
  live_endpoint_prefix: adyenSettingsFields.live_endpoint_prefix.nullish(),
});
export type PaymentSettingsBody = z.infer<typeof paymentSettingsBodySchema>;

/** A stored secret as the API shows it: whether one is set and its last 4 characters, never more. */
export const storedSecretSchema = z.object({ set: z.boolean(), last4: z.string().max(4).nullable() });

/**
 * GET/PUT /api/v1/staff/payment-settings response: the settings, secrets only as set-or-not with their last 4. Each
 * provider's keys are kept apart (a tenant moving from one to the other keeps settling its earlier payments).
 */
export const paymentSettingsSchema = z.object({
  provider: cardProviderNameSchema,
  mode: paymentModeSchema,
  publishable_key: z.string().nullable(),
  secret_key: storedSecretSchema,
  webhook_secret: storedSecretSchema,
  merchant_account: z.string().nullable(),
  client_key: z.string().nullable(),
  api_key: storedSecretSchema,
  hmac_key: storedSecretSchema,
  live_endpoint_prefix: z.string().nullable(),
  /** Where the chosen provider sends its webhooks for this tenant (to paste into its dashboard). */
  webhook_path: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export const paymentSettingsResponseSchema = dataEnvelope(paymentSettingsSchema);

/** POST /api/v1/staff/payment-settings/test response: whether the stored keys reach the provider. */
export const paymentConnectionSchema = z.object({ ok: z.boolean(), message: z.string().nullable() });
export const paymentConnectionResponseSchema = dataEnvelope(paymentConnectionSchema);
