import { messages, type CardProviderName, type PaymentMode, type PaymentSettings, type PaymentSettingsBody } from '@courtside/core';
import { tenantPaymentSettings, type TenantPaymentSettingsRow } from '../../db/schema';
import type { TenantDb } from '../../db/tenantDb';
import { HttpError } from '../../http/httpError';
import { last4, type SecretBox } from './secretBox';

/** A tenant's Adyen account as its settings hold it, secrets opened (checkout/adyen/adyenProvider.ts). */
export interface AdyenSettings {
  merchantAccount: string | null;
  apiKey: string | null;
  clientKey: string | null;
  hmacKey: string | null;
  liveEndpointPrefix: string | null;
}

/** A tenant's settings with their secrets opened: only for building its provider, never for an answer or a log. */
export interface OpenedSettings {
  provider: CardProviderName;
  mode: 'test' | 'live';
  publishableKey: string | null;
  secretKey: string | null;
  webhookSecret: string | null;
  adyen: AdyenSettings;
  updatedAt: Date | null;
}

const noAdyen: AdyenSettings = { merchantAccount: null, apiKey: null, clientKey: null, hmacKey: null, liveEndpointPrefix: null };
const sandboxSettings: OpenedSettings = { provider: 'sandbox', mode: 'test', publishableKey: null, secretKey: null, webhookSecret: null, adyen: noAdyen, updatedAt: null };

type SecretField = 'secret_key' | 'webhook_secret' | 'adyen_api_key' | 'adyen_hmac_key';
/** What a sealed secret is bound to: its tenant and its column. */
const purposeOf = (tenantId: number, field: SecretField) => `tenant:${tenantId}:${field}`;

export async function settingsRow(scope: TenantDb): Promise<TenantPaymentSettingsRow | undefined> {
  return (await scope.db.select().from(tenantPaymentSettings).where(scope.owned(tenantPaymentSettings)))[0];
}

/** A tenant's settings, secrets opened with the server's key (a secret that does not open counts as unset). */
export async function openedSettings(scope: TenantDb, box: SecretBox | null): Promise<OpenedSettings> {
  const { tenantId } = scope;
  const row = await settingsRow(scope);
  if (!row) return sandboxSettings;
  const open = (sealed: string | null, field: SecretField) => (sealed && box ? box.open(sealed, purposeOf(tenantId, field)) : null);
  return {
    provider: row.provider as CardProviderName,
    mode: row.mode,
    publishableKey: row.publishableKey,
    secretKey: open(row.secretKey, 'secret_key'),
    webhookSecret: open(row.webhookSecret, 'webhook_secret'),
    adyen: {
      merchantAccount: row.adyenMerchantAccount,
      apiKey: open(row.adyenApiKey, 'adyen_api_key'),
      clientKey: row.adyenClientKey,
      hmacKey: open(row.adyenHmacKey, 'adyen_hmac_key'),
      liveEndpointPrefix: row.adyenLiveEndpointPrefix,
    },
    updatedAt: row.updatedAt,
  };
}

/** The settings as the API shows them: secrets only as set-or-not and their last 4 characters. */
export function settingsWire(row: TenantPaymentSettingsRow | undefined, webhookPaths: Partial<Record<CardProviderName, string>>): PaymentSettings {
  const secret = (sealed: string | null | undefined, four: string | null | undefined) => ({ set: Boolean(sealed), last4: sealed ? (four ?? null) : null });
  const provider = (row?.provider as CardProviderName | undefined) ?? 'sandbox';
  return {
    provider,
    mode: row?.mode ?? 'test',
    publishable_key: row?.publishableKey ?? null,
    secret_key: secret(row?.secretKey, row?.secretKeyLast4),
    webhook_secret: secret(row?.webhookSecret, row?.webhookSecretLast4),
    merchant_account: row?.adyenMerchantAccount ?? null,
    client_key: row?.adyenClientKey ?? null,
    api_key: secret(row?.adyenApiKey, row?.adyenApiKeyLast4),
    hmac_key: secret(row?.adyenHmacKey, row?.adyenHmacKeyLast4),
    live_endpoint_prefix: row?.adyenLiveEndpointPrefix ?? null,
    webhook_path: webhookPaths[provider] ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

type Problems = Record<string, string>;
const text = messages.cardProvider;

/** Stripe's keys: each given or stored, and all of the chosen mode (switching modes takes new keys). */
function stripeProblems(body: PaymentSettingsBody, current: TenantPaymentSettingsRow | undefined, problems: Problems) {
  const secretGiven = body.secret_key ?? null;
  const publishable = body.publishable_key ?? current?.publishableKey ?? null;
  if (!publishable) problems.publishable_key = text.publishableKeyRequired;
  else if (!publishable.startsWith(`pk_${body.mode}_`)) problems.publishable_key = text.keyModeMismatch(body.mode);
  if (!secretGiven && !current?.secretKey) problems.secret_key = text.secretKeyRequired;
  else if (secretGiven && !new RegExp(`^(sk|rk)_${body.mode}_`).test(secretGiven)) problems.secret_key = text.keyModeMismatch(body.mode);
  if (!body.webhook_secret && !current?.webhookSecret) problems.webhook_secret = text.webhookSecretRequired;
  // The stored secret key is of the mode its publishable key names: it cannot be kept for the other mode.
  const storedMode: PaymentMode | null = current?.publishableKey ? (current.publishableKey.startsWith('pk_live_') ? 'live' : 'test') : null;
  if (!secretGiven && current?.secretKey && storedMode !== body.mode) problems.secret_key = text.keyModeMismatch(body.mode);
}

/**
 * Adyen's fields: the merchant account, API key, client key and HMAC key given or stored; the client key of the chosen
 * mode (`test_…`/`live_…`), and an API key stored for the other mode (its client key's) not kept; live mode needs the
 * live endpoint URL prefix.
 */
function adyenProblems(body: PaymentSettingsBody, current: TenantPaymentSettingsRow | undefined, problems: Problems) {
  if (!(body.merchant_account ?? current?.adyenMerchantAccount)) problems.merchant_account = text.merchantAccountRequired;
  const clientKey = body.client_key ?? current?.adyenClientKey ?? null;
  if (!clientKey) problems.client_key = text.clientKeyRequired;
  else if (!clientKey.startsWith(`${body.mode}_`)) problems.client_key = text.keyModeMismatch(body.mode);
  const storedMode = current?.adyenClientKey?.startsWith('live_') ? 'live' : 'test';
  if (!body.api_key && !current?.adyenApiKey) problems.api_key = text.apiKeyRequired;
  else if (!body.api_key && storedMode !== body.mode) problems.api_key = text.keyModeMismatch(body.mode);
  if (!body.hmac_key && !current?.adyenHmacKey) problems.hmac_key = text.hmacKeyRequired;
  if (body.mode === 'live' && !(body.live_endpoint_prefix ?? current?.adyenLiveEndpointPrefix)) problems.live_endpoint_prefix = text.livePrefixRequired;
}

/**
 * Writes a tenant's settings: new secrets sealed (a secret not given keeps the stored one); a provider other than the
 * sandbox needs its keys — the stored or the given ones — and every key must belong to the chosen mode. Each
 * provider's keys are kept when another is chosen.
 */
export async function saveSettings(scope: TenantDb, body: PaymentSettingsBody, box: SecretBox | null, now: Date): Promise<TenantPaymentSettingsRow> {
  const { tenantId } = scope;
  const current = await settingsRow(scope);
  if ((body.secret_key || body.webhook_secret || body.api_key || body.hmac_key) && !box) throw new HttpError(422, text.keysNotStored);
  const problems: Problems = {};
  if (body.provider === 'stripe') stripeProblems(body, current, problems);
  if (body.provider === 'adyen') adyenProblems(body, current, problems);
  const [first] = Object.values(problems);
  if (first) throw new HttpError(422, first, Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])));
  const sealed = (given: string | null | undefined, field: SecretField, stored: string | null | undefined) => (given ? box!.seal(given, purposeOf(tenantId, field)) : (stored ?? null));
  const four = (given: string | null | undefined, stored: string | null | undefined) => (given ? last4(given) : (stored ?? null));
  const values = {
    provider: body.provider,
    mode: body.mode,
    publishableKey: body.publishable_key ?? current?.publishableKey ?? null,
    secretKey: sealed(body.secret_key, 'secret_key', current?.secretKey),
    secretKeyLast4: four(body.secret_key, current?.secretKeyLast4),
    webhookSecret: sealed(body.webhook_secret, 'webhook_secret', current?.webhookSecret),
    webhookSecretLast4: four(body.webhook_secret, current?.webhookSecretLast4),
    adyenMerchantAccount: body.merchant_account ?? current?.adyenMerchantAccount ?? null,
    adyenApiKey: sealed(body.api_key, 'adyen_api_key', current?.adyenApiKey),
    adyenApiKeyLast4: four(body.api_key, current?.adyenApiKeyLast4),
    adyenClientKey: body.client_key ?? current?.adyenClientKey ?? null,
    adyenHmacKey: sealed(body.hmac_key, 'adyen_hmac_key', current?.adyenHmacKey),
    adyenHmacKeyLast4: four(body.hmac_key, current?.adyenHmacKeyLast4),
    adyenLiveEndpointPrefix: body.live_endpoint_prefix ?? current?.adyenLiveEndpointPrefix ?? null,
    updatedAt: now,
  };
  const [row] = await scope.db
    .insert(tenantPaymentSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantPaymentSettings.tenantId, set: values })
    .returning();
  return row!;
}
