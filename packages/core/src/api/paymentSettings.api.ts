import type { z } from 'zod';
import type { paymentSettingsBodySchema } from '../contract/paymentSettings';
import type { Camelize } from '../text/camelCase';
import type { ApiClient } from './createApiClient';

// The tenant's card provider (super users; paths ours, docs/payments.md): its settings read and saved — secrets go in
// and never come out, answered only as set-or-not with their last 4 characters — and a test of the stored keys.

/** PUT body, camelCase: the provider, its mode and keys (a secret left out keeps the stored one). */
export type PaymentSettingsInput = Camelize<z.input<typeof paymentSettingsBodySchema>>;

/** GET /api/v1/staff/payment-settings: the tenant's provider, mode, publishable key, secrets as set/last 4, webhook path. */
export async function fetchPaymentSettings(api: ApiClient) {
  return (await api.request('/v1/staff/payment-settings', { schema: 'paymentSettingsResponseSchema' })).data;
}
/** The tenant's payment settings as the screen reads them, camelCase. */
export type TenantPaymentSettings = Awaited<ReturnType<typeof fetchPaymentSettings>>;

/** PUT /api/v1/staff/payment-settings: saves them (422 with the fields' messages when a key is missing or of the other mode). */
export async function savePaymentSettings(api: ApiClient, body: PaymentSettingsInput) {
  return (await api.request('/v1/staff/payment-settings', { method: 'PUT', schema: 'paymentSettingsResponseSchema', body })).data;
}

/** POST /api/v1/staff/payment-settings/test: whether the saved keys reach the provider, with its refusal when not. */
export async function testPaymentConnection(api: ApiClient) {
  return (await api.request('/v1/staff/payment-settings/test', { method: 'POST', schema: 'paymentConnectionResponseSchema' })).data;
}
export type PaymentConnection = Awaited<ReturnType<typeof testPaymentConnection>>;
