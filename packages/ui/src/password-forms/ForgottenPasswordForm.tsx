import { useState, type FormEvent, type ReactNode } from 'react';
import { SuccessMessage } from './SuccessMessage';
import { Button, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { TextFormField } from '../form-field/TextFormField';

export interface ForgottenPasswordFormProps {
  status: 'idle' | 'submitting' | 'sent';
  /** The server's answer once sent (the same whether or not an account matched). */
  sentMessage?: string;
  /** A field message (spec §5), e.g. 'Required'. */
  error?: string;
  onSubmit: (emailOrReference: string) => void;
  /** 'Back to log in' (the modal on the bookings site, the /login page elsewhere). */
  onLogin: () => void;
}

/** Spec §5/§7 forgotten password: an email or customer reference; failures are toasts (spec §8). */
export function ForgottenPasswordForm({ status, sentMessage, error, onSubmit, onLogin }: ForgottenPasswordFormProps): ReactNode {
  const { t } = useTranslation('common');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'submitting') onSubmit(value.trim());
  };
  const back = (
    <button type="button" className="cs-account-link cs-account-link--button cs-password-form__back" onClick={onLogin}>
      {t('account.forgotten.backToLogin')}
    </button>
  );
  if (status === 'sent') {
    return (
      <div className="cs-password-form">
        <SuccessMessage>
          <Text as="span" weight="bold">{t('account.forgotten.sentTitle')}</Text> {sentMessage}
        </SuccessMessage>
        {back}
      </div>
    );
  }
  return (
    <form className="cs-password-form" onSubmit={submit} aria-busy={status === 'submitting' || undefined} noValidate>
      <TextFormField label={t('account.forgotten.field')} value={value} onChange={setValue} error={error} autoComplete="username" required />
      <Button type="submit" size="3" className="cs-account-submit" disabled={status === 'submitting'}>
        {status === 'submitting' ? t('account.forgotten.submitting') : t('account.forgotten.submit')}
      </Button>
      {back}
    </form>
  );
}
