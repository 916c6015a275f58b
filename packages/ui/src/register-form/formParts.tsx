import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Callout, Heading, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { RegisterField } from '@courtside/core';
import { TextFormField } from '../form-field/TextFormField';
import { TickFormField } from '../form-field/TickFormField';
import { marketingTicks, valueAt, type TextFieldSpec } from './registerFields';

// The parts the account forms share (sign-up and My details): fields bound to dotted paths, sections, the opt-ins,
// the error summary and the submit that moves focus to the first invalid field.

/** What each field of the account forms (sign-up, My details) is given: the values and errors by dotted path. */
export interface FieldProps {
  values: object;
  errors: Partial<Record<RegisterField, string>>;
  onChange: (field: RegisterField, value: string | boolean) => void;
  onBlur?: (field: RegisterField) => void;
  submitting: boolean;
}

/** One text field of the form, bound to its dotted path. */
export function RegisterTextField({ spec, values, errors, onChange, onBlur, submitting }: FieldProps & { spec: TextFieldSpec }): ReactNode {
  const { t } = useTranslation('common');
  return (
    <div className="cs-register-form__cell" data-wide={spec.wide ? '' : undefined}>
      <TextFormField
        label={t(`account.register.fields.${spec.label}`)}
        hint={spec.hint ? t(`account.register.fields.${spec.hint}`) : undefined}
        value={String(valueAt(values, spec.field) ?? '')}
        onChange={(value) => onChange(spec.field, value)}
        onBlur={onBlur ? () => onBlur(spec.field) : undefined}
        error={errors[spec.field]}
        required={spec.required}
        type={spec.type}
        autoComplete={spec.autoComplete}
        disabled={submitting}
      />
    </div>
  );
}

/** A section of the form: a fieldset whose legend is an h2. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }): ReactNode {
  return (
    <fieldset className="cs-register-form__section">
      <legend className="cs-register-form__legend">
        <Heading as="h2" size="4">{title}</Heading>
      </legend>
      {hint ? <Text as="p" size="2" className="cs-register-form__hint">{hint}</Text> : null}
      {children}
    </fieldset>
  );
}

/** Spec §3 the four marketing opt-ins, inside the contact section. */
export function MarketingTicks({ values, onChange, submitting }: FieldProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <fieldset className="cs-register-form__ticks">
      <legend className="cs-register-form__sublegend">{t('account.register.sections.marketing')}</legend>
      <Text as="p" size="2" className="cs-register-form__hint">{t('account.register.sections.marketingHint')}</Text>
      {marketingTicks.map((tick) => (
        <TickFormField
          key={tick.field}
          label={t(`account.register.fields.${tick.label}`)}
          checked={valueAt(values, tick.field) === true}
          onChange={(checked) => onChange(tick.field, checked)}
          disabled={submitting}
        />
      ))}
    </fieldset>
  );
}

/** The callout above a form: the form's own message, else a summary once a submit found fields to correct. */
export function FormErrorSummary({ formError, show }: { formError?: string | null; show: boolean }): ReactNode {
  const { t } = useTranslation('common');
  if (!formError && !show) return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon aria-hidden="true" />
      </Callout.Icon>
      <Callout.Text>{formError || t('account.register.errorSummary')}</Callout.Text>
    </Callout.Root>
  );
}

/** The form's submit (never twice while one is under way); after each attempt focus moves to the first invalid field. */
export function useFormSubmit(input: {
  errors: Record<string, string | undefined>;
  submitting: boolean;
  submitAttempts: number;
  onSubmit: () => void;
  /** Focus starts on the first field (a form opened by a button, not a page of its own). */
  focusFirstField?: boolean;
}) {
  const { errors, submitting, submitAttempts, onSubmit, focusFirstField = false } = input;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const target = submitAttempts > 0 ? '[aria-invalid="true"]' : focusFirstField ? 'input' : null;
    if (target) formRef.current?.querySelector<HTMLElement>(target)?.focus();
    // Only a new attempt moves focus; the option is read when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitAttempts]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return { formRef, submit, showSummary: submitAttempts > 0 && Object.values(errors).some(Boolean) };
}
