import type { PaymentSettingsInput, TenantPaymentSettings } from '../api/paymentSettings.api';
import { paymentSettingsBodySchema, type CardProviderName, type PaymentMode } from '../contract/paymentSettings';
import { fieldErrorsOf } from '../errors/fieldErrors';
import { snakeizeKeys, toCamelKey } from '../text/caseKeys';

// The super user's payment settings form (docs/payments.md): which card provider, test or live, and the provider's
// keys. What each provider asks for is one entry of `cardProviderForms`, so a provider is added to the screen with one
// line beside its name in the contract. Secrets are write-only: the form starts them blank and a blank one keeps the
// key stored; the contract the server applies checks what is typed, and the server's 422 goes back beside the fields.

/** A provider's key as the form names it: a field of the PUT body beside the provider and the mode, camelCase. */
export type ProviderKeyName = Exclude<keyof PaymentSettingsInput, 'provider' | 'mode'>;

/** One key a provider asks for. */
export interface ProviderKeyField {
  name: ProviderKeyName;
  /** Write-only: answered only as set or not and its last 4 characters; a blank field keeps the stored one. */
  secret: boolean;
  /** How the key starts in the chosen mode, shown as the field's example ('pk_test_…'); none when it has no fixed start. */
  example?: (mode: PaymentMode) => string;
}

/** What the settings form shows for a provider: its keys, and the events to choose at its webhook endpoint. */
export interface CardProviderForm {
  keys: readonly ProviderKeyField[];
  /** None: the provider sends no webhooks (no webhook address is shown). */
  webhookEvents: readonly string[];
}

/** The settings form of each card provider (spec §7 providers keyed by lowercase name). */
export const cardProviderForms: Record<CardProviderName, CardProviderForm> = {
  sandbox: { keys: [], webhookEvents: [] },
  stripe: {
    keys: [
      { name: 'publishableKey', secret: false, example: (mode) => `pk_${mode}_…` },
      { name: 'secretKey', secret: true, example: (mode) => `sk_${mode}_…` },
      { name: 'webhookSecret', secret: true, example: () => 'whsec_…' },
    ],
    webhookEvents: ['payment_intent.succeeded', 'payment_intent.amount_capturable_updated', 'payment_intent.payment_failed', 'charge.refunded'],
  },
  adyen: {
    keys: [
      { name: 'merchantAccount', secret: false },
      { name: 'apiKey', secret: true, example: () => 'AQE…' },
      { name: 'clientKey', secret: false, example: (mode) => `${mode}_…` },
      { name: 'hmacKey', secret: true },
      { name: 'liveEndpointPrefix', secret: false },
    ],
    webhookEvents: ['AUTHORISATION', 'CAPTURE', 'CAPTURE_FAILED', 'CANCELLATION', 'REFUND', 'REFUND_FAILED'],
  },
};

/** The form as typed: the provider, the mode, and the text of each key field. */
export interface PaymentSettingsFormValues {
  provider: CardProviderName;
  mode: PaymentMode;
  keys: Partial<Record<ProviderKeyName, string>>;
}

/** The form's fields a message can sit beside; `form` is a message for none of them. */
export type PaymentSettingsFieldErrors = Partial<Record<ProviderKeyName | 'provider' | 'mode' | 'form', string>>;

/** A stored value of the settings by its key's name (a string, or a secret's set-or-not). */
const storedValue = (settings: TenantPaymentSettings, name: ProviderKeyName): unknown => (settings as unknown as Record<string, unknown>)[name];

/** The form as the saved settings fill it: each public key as stored, every secret blank. */
export function paymentSettingsFormOf(settings: TenantPaymentSettings): PaymentSettingsFormValues {
  const keys: PaymentSettingsFormValues['keys'] = {};
  for (const form of Object.values(cardProviderForms)) {
    for (const field of form.keys) {
      const stored = storedValue(settings, field.name);
      keys[field.name] = !field.secret && typeof stored === 'string' ? stored : '';
    }
  }
  return { provider: settings.provider, mode: settings.mode, keys };
}

/** A secret key as stored: set (with its last 4 characters when known) or not; null for a key that is not secret. */
export function storedSecret(settings: TenantPaymentSettings, name: ProviderKeyName): { set: boolean; last4: string | null } | null {
  const stored = storedValue(settings, name) as { set?: unknown; last4?: unknown } | null | undefined;
  if (!stored || typeof stored !== 'object' || typeof stored.set !== 'boolean') return null;
  return { set: stored.set, last4: typeof stored.last4 === 'string' ? stored.last4 : null };
}

const fieldNames = new Set<string>(['provider', 'mode', ...Object.values(cardProviderForms).flatMap((form) => form.keys.map((key) => key.name))]);

/**
 * Spec §8 422 `errors` (snake_case keys, `secret_key`) as the form's first message per field (`secretKey`); a key of no
 * field goes to `form`.
 */
export function paymentSettingsFieldErrors(errors: Readonly<Record<string, readonly string[]>>): PaymentSettingsFieldErrors {
  const found: PaymentSettingsFieldErrors = {};
  for (const [path, list] of Object.entries(errors)) {
    const camel = toCamelKey(path.split('.')[0]!);
    const field = (fieldNames.has(camel) ? camel : 'form') as keyof PaymentSettingsFieldErrors;
    if (found[field] === undefined && list[0] !== undefined) found[field] = list[0];
  }
  return found;
}

/**
 * The PUT body of the form: the provider, the mode and the chosen provider's keys that were typed (a blank one is left
 * out, so the stored key stays) — or the fields' messages when the contract refuses what was typed.
 */
export function paymentSettingsRequest(values: PaymentSettingsFormValues): { input: PaymentSettingsInput; errors: null } | { input: null; errors: PaymentSettingsFieldErrors } {
  const typed = cardProviderForms[values.provider].keys.flatMap((field) => {
    const value = values.keys[field.name]?.trim();
    return value ? [[field.name, value] as const] : [];
  });
  const input: PaymentSettingsInput = { provider: values.provider, mode: values.mode, ...Object.fromEntries(typed) };
  const parsed = paymentSettingsBodySchema.safeParse(snakeizeKeys(input));
  if (!parsed.success) return { input: null, errors: paymentSettingsFieldErrors(fieldErrorsOf(parsed.error.issues, 'form')) };
  return { input, errors: null };
}

/**
 * Where the provider posts its webhooks for this tenant, to paste into its dashboard: the saved settings' path on the
 * booking site's origin, with the events to choose; null when the chosen provider sends none or none is saved yet.
 */
export function paymentWebhook(settings: TenantPaymentSettings, provider: CardProviderName, origin: string): { url: string; events: readonly string[] } | null {
  const { webhookEvents } = cardProviderForms[provider];
  if (webhookEvents.length === 0 || settings.provider !== provider || !settings.webhookPath) return null;
  return { url: `${origin.replace(/\/$/, '')}${settings.webhookPath}`, events: webhookEvents };
}
