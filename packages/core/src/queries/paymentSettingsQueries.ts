import type { ApiClient } from '../api/createApiClient';
import { fetchPaymentSettings, savePaymentSettings, testPaymentConnection, type PaymentSettingsInput } from '../api/paymentSettings.api';
import { keyRoots } from './queryKeys';

/** Query keys of the payment settings screen (account data: they go with a log-out). */
export const paymentSettingsKeys = {
  settings: () => [...keyRoots.account, 'payment-settings'] as const,
};

/** Query-core option factories of the payment settings screen (super users). */
export const paymentSettingsQueries = {
  /** The tenant's card provider settings; asked only for someone who may see them (`enabled`). */
  settings: (api: ApiClient, enabled: boolean) => ({
    queryKey: paymentSettingsKeys.settings(),
    queryFn: () => fetchPaymentSettings(api),
    enabled,
  }),
};

/** Mutation options of the payment settings screen: save (the caller puts the answer in the cache) and test the keys. */
export const paymentSettingsMutations = {
  save: (api: ApiClient) => ({
    mutationFn: (body: PaymentSettingsInput) => savePaymentSettings(api, body),
  }),
  test: (api: ApiClient) => ({
    mutationFn: () => testPaymentConnection(api),
  }),
};
