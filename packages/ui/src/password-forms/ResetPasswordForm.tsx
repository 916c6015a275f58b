import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Callout } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { TextFormField } from '../form-field/TextFormField';
import { AppLink } from '../link/LinkProvider';
import { SuccessMessage } from './SuccessMessage';

export interface ResetPasswordFormProps {
  /** 'missingToken' when the link carried no token. */
  status: 'idle' | 'submitting' | 'done' | 'missingToken';
  doneMessage?: string;
  /** A field message for the new password (spec §5). */
  error?: string;
  onSubmit: (password: string) => void;
  onLogin: () => void;
  forgottenPasswordHref: string;
}

/** Sets a new password with the emailed link; failures are toasts (spec §8 "Password-reset failure"). */
export function ResetPasswordForm(props: ResetPasswordFormProps): ReactNode {
  const { status, doneMessage, error, onSubmit, onLogin, forgottenPasswordHref } = props;
  const { t } = useTranslation('common');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'idle') onSubmit(password);
  };
  if (status === 'missingToken') {
    return (
      <div className="cs-password-form">
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon aria-hidden="true" />
          </Callout.Icon>
          <Callout.Text>{t('account.reset.missingToken')}</Callout.Text>
        </Callout.Root>
        <AppLink href={forgottenPasswordHref} className="cs-account-link">
          {t('account.reset.requestNew')}
        </AppLink>
      </div>
    );
  }
  if (status === 'done') {
    return (
      <div className="cs-password-form">
        <SuccessMessage>{doneMessage}</SuccessMessage>
        <Button size="3" className="cs-account-submit" onClick={onLogin}>
          {t('account.reset.logIn')}
        </Button>
      </div>
    );
  }
  return (
    <form className="cs-password-form" onSubmit={submit} aria-busy={status === 'submitting' || undefined} noValidate>
      <TextFormField
        label={t('account.reset.password')}
        hint={t('account.reset.passwordHint')}
        value={password}
        onChange={setPassword}
        error={error}
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" size="3" className="cs-account-submit" disabled={status === 'submitting'}>
        {status === 'submitting' ? t('account.reset.submitting') : t('account.reset.submit')}
      </Button>
      <AppLink href={forgottenPasswordHref} className="cs-account-link cs-password-form__back">
        {t('account.reset.requestNew')}
      </AppLink>
    </form>
  );
}
