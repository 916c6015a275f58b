import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import * as contract from '../contract';
import { paymentSettingsKeys, paymentSettingsMutations, paymentSettingsQueries } from './paymentSettingsQueries';

const settings = {
  provider: 'stripe',
  mode: 'test',
  publishable_key: 'pk_test_abc',
  secret_key: { set: true, last4: '1234' },
  webhook_secret: { set: true, last4: 'wh01' },
  webhook_path: '/api/payment-providers/stripe/webhook',
  merchant_account: null,
  client_key: null,
  api_key: { set: false, last4: null },
  hmac_key: { set: false, last4: null },
  live_endpoint_prefix: null,
  updated_at: '2026-11-28T09:30:00.000Z',
};

/** An API that records each call (method, url, body) and answers what the payment settings routes answer. */
function recordingApi() {
  const asked: Array<{ method: string; url: string; body: unknown }> = [];
  const api = createApiClient({
    responseSchemas: contract,
    baseUrl: '/api',
    fetch: async (url, init) => {
      asked.push({ method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const data = String(url).endsWith('/test') ? { ok: false, message: 'The provider refused the keys.' } : settings;
      return { ok: true, status: 200, text: async () => JSON.stringify({ data }) };
    },
  });
  return { api, asked };
}

describe('payment settings query factories', () => {
  it('reads the settings camelCased, only when the screen may', async () => {
    const { api, asked } = recordingApi();
    const query = paymentSettingsQueries.settings(api, true);
    expect(query.queryKey).toEqual(paymentSettingsKeys.settings());
    expect(await query.queryFn()).toMatchObject({ publishableKey: 'pk_test_abc', secretKey: { set: true, last4: '1234' }, webhookPath: '/api/payment-providers/stripe/webhook' });
    expect(asked[0]).toMatchObject({ method: 'GET', url: '/api/v1/staff/payment-settings' });
    expect(paymentSettingsQueries.settings(api, false).enabled).toBe(false);
  });
  it('saves with a snake_case body and tests the saved keys', async () => {
    const { api, asked } = recordingApi();
    await paymentSettingsMutations.save(api).mutationFn({ provider: 'stripe', mode: 'test', secretKey: 'sk_test_new' });
    expect(asked[0]).toEqual({ method: 'PUT', url: '/api/v1/staff/payment-settings', body: { provider: 'stripe', mode: 'test', secret_key: 'sk_test_new' } });
    expect(await paymentSettingsMutations.test(api).mutationFn()).toEqual({ ok: false, message: 'The provider refused the keys.' });
    expect(asked[1]).toMatchObject({ method: 'POST', url: '/api/v1/staff/payment-settings/test', body: undefined });
  });
});
