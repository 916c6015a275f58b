import {
  ApiError,
  cardProviderForms,
  cardProviderNames,
  messages,
  paymentSettingsFieldErrors,
  paymentSettingsFormOf,
  paymentSettingsKeys,
  paymentSettingsMutations,
  paymentSettingsQueries,
  paymentSettingsRequest,
  paymentWebhook,
  staffMay,
  storedSecret,
  type CardProviderName,
  type PaymentMode,
  type PaymentSettingsFieldErrors,
  type PaymentSettingsFormValues,
  type ProviderKeyName,
} from '@courtside/core';
import type { PaymentSettingsFormProps } from '@courtside/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthUser } from '../account/useAccount';
import { useApp } from '../app/context';

const failureText = (error: unknown) => (error instanceof ApiError ? error.message : messages.genericToast);

/** A refused save's messages: the server's 422 field errors beside their keys, anything else above the form. */
function refusal(error: unknown): PaymentSettingsFieldErrors {
  const fields = error instanceof ApiError && error.status === 422 ? paymentSettingsFieldErrors(error.validation) : {};
  return Object.keys(fields).length > 0 ? fields : { form: failureText(error) };
}

/**
 * The super user's payment settings (docs/payments.md): reads them (GET, super users only — core's staffMay
 * 'configurePayments'; nobody else asks), keeps the form (core's paymentSettingsFormOf, one entry per provider in
 * core's cardProviderForms), saves it (PUT; core's paymentSettingsRequest checks it first with the server's contract,
 * a blank secret keeps the stored one) and tests the saved keys. Answers whether the page is for this staff member
 * and the form's props.
 */
export function usePaymentSettings(): { allowed: boolean; form: PaymentSettingsFormProps } {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const allowed = staffMay(useAuthUser().data?.staffRole ?? null, 'configurePayments');
  const read = useQuery({ ...paymentSettingsQueries.settings(api, allowed), throwOnError: false });
  const [typed, setTyped] = useState<PaymentSettingsFormValues | null>(null);
  const [errors, setErrors] = useState<PaymentSettingsFieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const test = useMutation(paymentSettingsMutations.test(api));
  const save = useMutation({
    ...paymentSettingsMutations.save(api),
    onMutate: () => (setErrors({}), setSaved(false), test.reset()),
    onSuccess: (settings) => {
      queryClient.setQueryData(paymentSettingsKeys.settings(), settings);
      // The form starts again from what is now stored: secrets blank, shown as set with their last 4.
      setTyped(null);
      setSaved(true);
    },
    onError: (failure) => setErrors(refusal(failure)),
  });

  const settings = read.data;
  const values = typed ?? (settings ? paymentSettingsFormOf(settings) : null);
  const change = (next: PaymentSettingsFormValues) => (setTyped(next), setSaved(false));
  const keys = values && settings ? cardProviderForms[values.provider].keys : [];
  const webhook = values && settings && cardProviderForms[values.provider].webhookEvents.length > 0 ? (paymentWebhook(settings, values.provider, window.location.origin) ?? { url: null, events: cardProviderForms[values.provider].webhookEvents }) : null;

  const form: PaymentSettingsFormProps = {
    state: read.isPending ? 'loading' : read.isError ? 'error' : 'ready',
    loadError: read.isError ? failureText(read.error) : undefined,
    onRetry: () => void read.refetch(),
    providers: cardProviderNames,
    provider: values?.provider ?? 'sandbox',
    mode: values?.mode ?? 'test',
    keys: keys.map((field) => ({
      name: field.name,
      secret: field.secret,
      example: field.example?.(values!.mode),
      value: values!.keys[field.name] ?? '',
      stored: field.secret ? storedSecret(settings!, field.name) : null,
      error: errors[field.name],
    })),
    webhook,
    copied,
    onCopyWebhook: webhook?.url ? () => void navigator.clipboard?.writeText(webhook.url!).then(() => setCopied(true)) : undefined,
    formError: errors.form ?? errors.provider ?? errors.mode ?? null,
    saving: save.isPending,
    saved,
    test: { state: test.isPending ? 'testing' : test.data ? (test.data.ok ? 'ok' : 'failed') : test.isError ? 'failed' : 'idle', message: test.data?.message ?? (test.isError ? failureText(test.error) : null) },
    onProviderChange: (provider) => values && change({ ...values, provider: provider as CardProviderName }),
    onModeChange: (mode: PaymentMode) => values && change({ ...values, mode }),
    onKeyChange: (name, value) => values && change({ ...values, keys: { ...values.keys, [name as ProviderKeyName]: value } }),
    onSave: () => {
      if (!values) return;
      const request = paymentSettingsRequest(values);
      if (request.errors) return setErrors(request.errors);
      save.mutate(request.input);
    },
    onTest: () => test.mutate(),
  };
  return { allowed, form };
}
