import { ApiError, messages, type RegisterField } from '@courtside/core';
import { revalidateLogic, useForm, useStore, type FormValidateOrFn } from '@tanstack/react-form';
import { useState } from 'react';

type FieldErrors = Partial<Record<RegisterField, string>>;

/** TanStack Form reports zod issues, strings or nothing; the form shows one message per field. */
const firstMessage = (errors: readonly unknown[] | undefined): string | undefined => {
  const first = errors?.flat().find(Boolean);
  return typeof first === 'string' ? first : (first as { message?: string } | undefined)?.message;
};

/**
 * An account form (sign-up, My details) on TanStack Form with core's zod schema: checked on submit, then on every
 * change; the server's 422 messages land on the same fields (same dotted paths) until edited, and anything else the
 * server says shows above the form.
 */
export function useAccountForm<V extends object>(input: {
  defaultValues: V;
  schema: FormValidateOrFn<V>;
  submit: (values: V) => Promise<void>;
  /** Body fields the app adds, not the customer: a 422 on one shows above the form. */
  notFields?: readonly string[];
}) {
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitAttempts, setSubmitAttempts] = useState(0);

  const form = useForm({
    defaultValues: input.defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: input.schema as never },
    onSubmit: async ({ value }) => {
      setFormError(null);
      try {
        await input.submit(value);
      } catch (error) {
        const fields = error instanceof ApiError && error.status === 422 ? error.validation : {};
        const known = Object.entries(fields).filter(([path]) => form.getFieldInfo(path as never) !== undefined && !input.notFields?.includes(path));
        if (known.length) setServerErrors(Object.fromEntries(known.map(([path, list]) => [path, list[0]])));
        else setFormError(error instanceof ApiError ? error.message : messages.genericToast);
      }
    },
  });

  const values = useStore(form.store, (state) => state.values) as V;
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const errors: FieldErrors = { ...serverErrors };
  for (const [path, meta] of Object.entries(fieldMeta as Record<string, { errors?: unknown[] } | undefined>)) {
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
