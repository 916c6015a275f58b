import {
  accountMutations,
  ApiError,
  dispatchLogin,
  messages,
  registerFormDefaults,
  registerFormSchema,
  toRegisterFields,
  type RegisterBody,
  type RegisterField,
  type RegisterFormValues,
} from '@courtside/core';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useClient } from '../hooks/useShell';

type FieldErrors = Partial<Record<RegisterField, string>>;

/** TanStack Form reports zod issues, strings or nothing; the form shows one message per field. */
const firstMessage = (errors: readonly unknown[] | undefined): string | undefined => {
  const first = errors?.flat().find(Boolean);
  return typeof first === 'string' ? first : (first as { message?: string } | undefined)?.message;
};

/**
 * Spec §2 /register with TanStack Form on core's zod schema: checked on submit, then on every
 * change; the server's 422 messages land on the same fields (same dotted paths) until edited.
 */
export function useRegisterForm(onboardingType?: string) {
  const { api, session, site, toasts } = useApp();
  const { t } = useTranslation();
  const client = useClient();
  const register = useMutation(accountMutations.register(api, onboardingType));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitAttempts, setSubmitAttempts] = useState(0);

  const form = useForm({
    defaultValues: registerFormDefaults as RegisterFormValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: registerFormSchema },
    onSubmit: async ({ value }) => {
      setFormError(null);
      const body = { ...toRegisterFields(value), client_id: client.data?.id ?? 0, source: site === 'online-joining' ? 'online-joining' : 'online' };
      try {
        const { token } = await register.mutateAsync(body as RegisterBody);
        toasts.add({ description: t('account.register.created'), tone: 'success' });
        dispatchLogin(session, { type: 'success', token });
      } catch (error) {
        const fields = error instanceof ApiError && error.status === 422 ? error.validation : {};
        const known = Object.entries(fields).filter(([path]) => form.getFieldInfo(path as never) !== undefined && path !== 'client_id');
        if (known.length) setServerErrors(Object.fromEntries(known.map(([path, list]) => [path, list[0]])));
        else setFormError(error instanceof ApiError ? error.message : messages.genericToast);
      }
    },
  });

  const values = useStore(form.store, (state) => state.values);
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const errors: FieldErrors = { ...serverErrors };
  for (const [path, meta] of Object.entries(fieldMeta)) {
    const message = firstMessage(meta?.errors);
    if (message) errors[path as RegisterField] = message;
  }

  return {
    values,
    errors,
    submitting,
    formError,
    submitAttempts,
    onChange: (field: RegisterField, value: string | boolean) => {
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
      form.setFieldValue(field as never, value as never);
    },
    onBlur: (field: RegisterField) => form.setFieldMeta(field as never, (meta) => ({ ...meta, isBlurred: true })),
    onSubmit: () => void form.handleSubmit().then(() => setSubmitAttempts((n) => n + 1)),
  };
}
