import { messages, type CardProviderName } from '@courtside/core';
import type { Db } from '../../db/database';
import { tenantDb } from '../../db/tenantDb';
import { HttpError } from '../../http/httpError';
import type { PaymentProvider } from '../paymentProvider';
import type { SandboxProvider } from '../sandbox/sandboxProvider';
import { createAdyenProvider, type AdyenOptions } from '../adyen/adyenProvider';
import { createStripeProvider, type StripeOptions } from '../stripe/stripeProvider';
import { openedSettings, settingsRow, type OpenedSettings } from './paymentSettings.repo';
import type { SecretBox } from './secretBox';

/** What building a provider may use: the shared sandbox and how to reach Stripe and Adyen. */
export interface ProviderBuildDeps {
  sandbox: SandboxProvider;
  stripe: StripeOptions;
  adyen?: AdyenOptions;
}

/**
 * The card providers by lowercase name (spec §7), each built from a tenant's opened settings; null when its keys are
 * missing. Adding a provider is one line here (docs/payments.md › Adding a provider).
 */
export const providerFactories: Record<CardProviderName, (settings: OpenedSettings, deps: ProviderBuildDeps) => PaymentProvider | null> = {
  sandbox: (_settings, deps) => deps.sandbox,
  stripe: (settings, deps) =>
    settings.secretKey ? createStripeProvider({ mode: settings.mode, publishableKey: settings.publishableKey, secretKey: settings.secretKey, webhookSecret: settings.webhookSecret }, deps.stripe) : null,
  adyen: ({ adyen }, deps) =>
    adyen.apiKey && adyen.merchantAccount
      ? createAdyenProvider({ ...adyen, apiKey: adyen.apiKey, merchantAccount: adyen.merchantAccount, environment: adyen.clientKey?.startsWith('live_') ? 'live' : 'test' }, deps.adyen)
      : null,
};

/** Each tenant's card provider, from its settings (none: the sandbox, so `npm start` works offline). */
export interface PaymentProviders {
  /** The provider the tenant's checkout charges through now; 503 when it is chosen but its keys cannot be used. */
  forTenant(tenantId: number): Promise<PaymentProvider>;
  /** The provider a payment of the tenant was made through (its row's `provider`), to capture, void or refund it. */
  named(tenantId: number, name: string): Promise<PaymentProvider>;
  /** The tenant's opened settings (the webhook's signing secret). */
  settings(tenantId: number): Promise<OpenedSettings>;
  /**
   * The name of the tenant's provider, read at most every PROVIDER_NAME_TTL_MS (every response's CSP asks: Stripe's and
   * Adyen's origins open only for their tenants); `forget` after a change, so this process answers the new name at once.
   */
  nameOf(tenantId: number): Promise<string>;
  forget(tenantId: number): void;
}

/** How long a tenant's provider name is reused (other processes see a settings change within this). */
export const PROVIDER_NAME_TTL_MS = 2_000;

export function createPaymentProviders(db: Db, box: SecretBox | null, deps: ProviderBuildDeps & { now: () => Date }, only?: PaymentProvider): PaymentProviders {
  const names = new Map<number, { name: string; until: number }>();
  // A built provider per tenant while its settings stay as they were (a client per key, not per request).
  const built = new Map<string, PaymentProvider>();
  const build = (tenantId: number, settings: OpenedSettings): PaymentProvider => {
    const cacheKey = `${tenantId}:${settings.provider}:${settings.updatedAt?.getTime() ?? 0}`;
    const known = built.get(cacheKey);
    if (known) return known;
    const provider = providerFactories[settings.provider]?.(settings, deps);
    if (!provider) throw new HttpError(503, messages.cardProvider.notConfigured);
    for (const key of built.keys()) if (key.startsWith(`${tenantId}:${settings.provider}:`)) built.delete(key);
    built.set(cacheKey, provider);
    return provider;
  };
  const settings = (tenantId: number) => openedSettings(tenantDb(db, tenantId), box);
  return {
    settings,
    async nameOf(tenantId) {
      if (only) return only.name;
      const at = deps.now().getTime();
      const known = names.get(tenantId);
      if (known && known.until > at) return known.name;
      const row = await settingsRow(tenantDb(db, tenantId));
      const name = row?.provider ?? 'sandbox';
      names.set(tenantId, { name, until: at + PROVIDER_NAME_TTL_MS });
      return name;
    },
    forget: (tenantId) => void names.delete(tenantId),
    async forTenant(tenantId) {
      return only ?? build(tenantId, await settings(tenantId));
    },
    async named(tenantId, name) {
      if (only) return only;
      if (name === 'sandbox') return deps.sandbox;
      if (!(name in providerFactories)) throw new HttpError(503, messages.cardProvider.notConfigured);
      // A tenant that has since chosen another provider still settles its earlier payments with the keys it keeps.
      return build(tenantId, { ...(await settings(tenantId)), provider: name as CardProviderName });
    },
  };
}
