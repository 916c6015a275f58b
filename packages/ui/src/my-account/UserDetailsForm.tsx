import type { ReactNode } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { RegisterField, UserDetailsFormValues } from '@courtside/core';
import { FormErrorSummary, MarketingTicks, RegisterTextField, Section, useFormSubmit } from '../register-form/formParts';
import { detailsSections } from '../register-form/registerFields';

export interface UserDetailsFormProps {
  values: UserDetailsFormValues;
  /** The first message per field, keyed by dotted path (spec §5 form messages, or the server's 422). */
  errors: Partial<Record<RegisterField, string>>;
  onChange: (field: RegisterField, value: string | boolean) => void;
  onBlur?: (field: RegisterField) => void;
  onSubmit: () => void;
  onCancel: () => void;
  submitting: boolean;
  /** A message for the whole form (the server's, when no field is named). */
  formError?: string | null;
  /** Counts submit attempts: after each, focus moves to the first invalid field. */
  submitAttempts?: number;
}

/** Spec §2 My details, editing: the §3 User fields a customer may change, in sign-up's sections, with field errors. */
export function UserDetailsForm(props: UserDetailsFormProps): ReactNode {
  const { errors, onSubmit, onCancel, submitting, formError, submitAttempts = 0 } = props;
  const { t } = useTranslation('common');
  // Opened from 'Edit my details': focus starts on the first field.
  const { formRef, submit, showSummary } = useFormSubmit({ errors, submitting, submitAttempts, onSubmit, focusFirstField: true });
  return (
    <form ref={formRef} className="cs-register-form" onSubmit={submit} aria-busy={submitting || undefined} aria-label={t('account.myAccount.details.editTitle')} noValidate>
      <Text as="p" size="2" className="cs-register-form__required-note">
        {t('account.register.required')}
      </Text>
      <FormErrorSummary formError={formError} show={showSummary} />
      {detailsSections.map((section) => (
        <Section key={section.key} title={t(`account.register.sections.${section.key}`)}>
          <div className="cs-register-form__grid">
            {section.fields.map((spec) => (
              <RegisterTextField key={spec.field} spec={spec} {...props} />
            ))}
          </div>
          {section.key === 'contact' ? <MarketingTicks {...props} /> : null}
        </Section>
      ))}
      <Flex gap="3" wrap="wrap">
        <Button type="submit" size="3" className="cs-account-submit" disabled={submitting}>
          {submitting ? t('account.myAccount.details.saving') : t('account.myAccount.details.save')}
        </Button>
        <Button type="button" size="3" variant="soft" color="gray" onClick={onCancel} disabled={submitting}>
          {t('account.myAccount.details.cancelEdit')}
        </Button>
      </Flex>
    </form>
  );
}
