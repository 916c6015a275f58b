import { type ReactNode } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { RegisterField, RegisterFormValues } from '@courtside/core';
import { TickFormField } from '../form-field/TickFormField';
import { FormErrorSummary, MarketingTicks, RegisterTextField, Section, useFormSubmit } from './formParts';
import { registerSections, type TextFieldSpec } from './registerFields';

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

const passwordSpec: TextFieldSpec = { field: 'password', label: 'password', hint: 'passwordHint', type: 'password', autoComplete: 'new-password', required: true };

/** Spec §2 /register (Sign up): the onboarding data fields, a password and the terms, with field-level errors. */
export function RegisterForm(props: RegisterFormProps): ReactNode {
  const { values, errors, onChange, onSubmit, submitting, formError, submitAttempts = 0, onLogin } = props;
  const { t } = useTranslation('common');
  const { formRef, submit, showSummary } = useFormSubmit({ errors, submitting, submitAttempts, onSubmit });

  return (
    <form ref={formRef} className="cs-register-form" onSubmit={submit} aria-busy={submitting || undefined} noValidate>
      <Text as="p" size="2" className="cs-register-form__required-note">
        {t('account.register.required')}
      </Text>
      <FormErrorSummary formError={formError} show={showSummary} />
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
