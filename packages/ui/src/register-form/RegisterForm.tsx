import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button, Callout, Heading, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { RegisterField, RegisterFormValues } from '@courtside/core';
import { TextFormField } from '../form-field/TextFormField';
import { TickFormField } from '../form-field/TickFormField';
import { marketingTicks, registerSections, valueAt, type TextFieldSpec } from './registerFields';

export interface RegisterFormProps {
  values: RegisterFormValues;
  /** The first message per field, keyed by dotted path (spec §5 form messages, or the server's 422). */
  errors: Partial<Record<RegisterField, string>>;
  onChange: (field: RegisterField, value: string | boolean) => void;
  onBlur?: (field: RegisterField) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** A message for the whole form (e.g. the server's, when no field is named). */
  formError?: string | null;
  /** Counts submit attempts: after each, focus moves to the first invalid field. */
  submitAttempts?: number;
  /** 'Already have an account? Log in'. */
  onLogin: () => void;
}

type FieldProps = Pick<RegisterFormProps, 'values' | 'errors' | 'onChange' | 'onBlur' | 'submitting'>;

/** One text field of the form, bound to its dotted path. */
function RegisterTextField({ spec, values, errors, onChange, onBlur, submitting }: FieldProps & { spec: TextFieldSpec }): ReactNode {
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
function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }): ReactNode {
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
function MarketingTicks({ values, onChange, submitting }: FieldProps): ReactNode {
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

const passwordSpec: TextFieldSpec = { field: 'password', label: 'password', hint: 'passwordHint', type: 'password', autoComplete: 'new-password', required: true };

/** Spec §2 /register (Sign up): the onboarding data fields, a password and the terms, with field-level errors. */
export function RegisterForm(props: RegisterFormProps): ReactNode {
  const { values, errors, onChange, onSubmit, submitting, formError, submitAttempts = 0, onLogin } = props;
  const { t } = useTranslation('common');
  const formRef = useRef<HTMLFormElement>(null);
  const hasErrors = Object.values(errors).some(Boolean);

  useEffect(() => {
    if (submitAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitAttempts]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <form ref={formRef} className="cs-register-form" onSubmit={submit} aria-busy={submitting || undefined} noValidate>
      <Text as="p" size="2" className="cs-register-form__required-note">
        {t('account.register.required')}
      </Text>
      {formError || (hasErrors && submitAttempts > 0) ? (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon aria-hidden="true" />
          </Callout.Icon>
          <Callout.Text>{formError || t('account.register.errorSummary')}</Callout.Text>
        </Callout.Root>
      ) : null}
      {registerSections.map((section) => (
        <Section
          key={section.key}
          title={t(`account.register.sections.${section.key}`)}
          hint={section.hint ? t(`account.register.sections.${section.hint}`) : undefined}
        >
          <div className="cs-register-form__grid">
            {section.fields.map((spec) => (
              <RegisterTextField key={spec.field} spec={spec} {...props} />
            ))}
          </div>
          {section.key === 'contact' ? <MarketingTicks {...props} /> : null}
        </Section>
      ))}
      <Section title={t('account.register.sections.password')}>
        <RegisterTextField spec={passwordSpec} {...props} />
        <TickFormField
          label={t('account.register.fields.terms')}
          checked={values.terms}
          onChange={(checked) => onChange('terms', checked)}
          error={errors.terms}
          required
          disabled={submitting}
        />
      </Section>
      <Button type="submit" size="3" className="cs-account-submit" disabled={submitting}>
        {submitting ? t('account.register.submitting') : t('account.register.submit')}
      </Button>
      <Text as="p" size="2" className="cs-register-form__login">
        {t('account.register.haveAccount')}{' '}
        <button type="button" className="cs-account-link cs-account-link--button" onClick={onLogin}>
          {t('account.register.logIn')}
        </button>
      </Text>
    </form>
  );
}
