import { messages, type CardProviderName, type PaymentSettings, type PaymentSettingsBody } from '@courtside/core';
import { tenantPaymentSettings, type TenantPaymentSettingsRow } from '../../db/schema';
import type { TenantDb } from '../../db/tenantDb';
import { HttpError } from '../../http/httpError';
import { last4, type SecretBox } from './secretBox';

/** A tenant's settings with their secrets opened: only for building its provider, never for an answer or a log. */
export interface OpenedSettings {
  provider: CardProviderName;
  mode: 'test' | 'live';
  publishableKey: string | null;
  secretKey: string | null;
  webhookSecret: string | null;
  updatedAt: Date | null;
}

const sandboxSettings: OpenedSettings = { provider: 'sandbox', mode: 'test', publishableKey: null, secretKey: null, webhookSecret: null, updatedAt: null };

/** What a sealed secret is bound to: its tenant and its column. */
const purposeOf = (tenantId: number, field: 'secret_key' | 'webhook_secret') => `tenant:${tenantId}:${field}`;

export async function settingsRow(scope: TenantDb): Promise<TenantPaymentSettingsRow | undefined> {
  return (await scope.db.select().from(tenantPaymentSettings).where(scope.owned(tenantPaymentSettings)))[0];
}

/** A tenant's settings, secrets opened with the server's key (a secret that does not open counts as unset). */
export async function openedSettings(scope: TenantDb, box: SecretBox | null): Promise<OpenedSettings> {
  const { tenantId } = scope;
  const row = await settingsRow(scope);
  if (!row) return sandboxSettings;
  const open = (sealed: string | null, field: 'secret_key' | 'webhook_secret') => (sealed && box ? box.open(sealed, purposeOf(tenantId, field)) : null);
  return {
    provider: row.provider as CardProviderName,
    mode: row.mode,
    publishableKey: row.publishableKey,
    secretKey: open(row.secretKey, 'secret_key'),
    webhookSecret: open(row.webhookSecret, 'webhook_secret'),
    updatedAt: row.updatedAt,
  };
}

/** The settings as the API shows them: secrets only as set-or-not and their last 4 characters. */
export function settingsWire(row: TenantPaymentSettingsRow | undefined, webhookPath: string | null): PaymentSettings {
  const secret = (sealed: string | null | undefined, four: string | null | undefined) => ({ set: Boolean(sealed), last4: sealed ? (four ?? null) : null });
  return {
    provider: (row?.provider as CardProviderName | undefined) ?? 'sandbox',
    mode: row?.mode ?? 'test',
    publishable_key: row?.publishableKey ?? null,
    secret_key: secret(row?.secretKey, row?.secretKeyLast4),
    webhook_secret: secret(row?.webhookSecret, row?.webhookSecretLast4),
    webhook_path: row?.provider === 'stripe' ? webhookPath : null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Writes a tenant's settings: new secrets sealed (a secret not given keeps the stored one); a provider other than the
 * sandbox needs its keys — the stored or the given ones — and every key must belong to the chosen mode.
 */
export async function saveSettings(scope: TenantDb, body: PaymentSettingsBody, box: SecretBox | null, now: Date): Promise<TenantPaymentSettingsRow> {
  const { tenantId } = scope;
  const current = await settingsRow(scope);
  const secretGiven = body.secret_key ?? null;
  const hookGiven = body.webhook_secret ?? null;
  if ((secretGiven || hookGiven) && !box) throw new HttpError(422, messages.cardProvider.keysNotStored);
  const text = messages.cardProvider;
  const problems: Record<string, string> = {};
  if (body.provider === 'stripe') {
    const publishable = body.publishable_key ?? current?.publishableKey ?? null;
    if (!publishable) problems.publishable_key = text.publishableKeyRequired;
    else if (!publishable.startsWith(`pk_${body.mode}_`)) problems.publishable_key = text.keyModeMismatch(body.mode);
    if (!secretGiven && !current?.secretKey) problems.secret_key = text.secretKeyRequired;
    else if (secretGiven && !new RegExp(`^(sk|rk)_${body.mode}_`).test(secretGiven)) problems.secret_key = text.keyModeMismatch(body.mode);
    if (!hookGiven && !current?.webhookSecret) problems.webhook_secret = text.webhookSecretRequired;
    // Keys stored for the other mode cannot be kept: switching modes takes new keys.
    if (!secretGiven && current?.secretKey && current.mode !== body.mode) problems.secret_key = text.keyModeMismatch(body.mode);
  }
  const [first] = Object.values(problems);
  if (first) throw new HttpError(422, first, Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])));
  const values = {
    provider: body.provider,
    mode: body.mode,
    publishableKey: body.publishable_key ?? current?.publishableKey ?? null,
    secretKey: secretGiven ? box!.seal(secretGiven, purposeOf(tenantId, 'secret_key')) : (current?.secretKey ?? null),
    secretKeyLast4: secretGiven ? last4(secretGiven) : (current?.secretKeyLast4 ?? null),
    webhookSecret: hookGiven ? box!.seal(hookGiven, purposeOf(tenantId, 'webhook_secret')) : (current?.webhookSecret ?? null),
    webhookSecretLast4: hookGiven ? last4(hookGiven) : (current?.webhookSecretLast4 ?? null),
    updatedAt: now,
  };
  const [row] = await scope.db
    .insert(tenantPaymentSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantPaymentSettings.tenantId, set: values })
    .returning();
  return row!;
}
