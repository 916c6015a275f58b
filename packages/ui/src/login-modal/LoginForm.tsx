import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Callout, Text, VisuallyHidden } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { TextFormField } from '../form-field/TextFormField';
import { softDisabled } from '../focus/softDisabled';
import { AppLink } from '../link/LinkProvider';

/** Spec §4 Login as the form shows it: ready, request in flight, or failed with a message. */
export type LoginFormStatus = 'idle' | 'submitting' | 'error';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginFormProps {
  status: LoginFormStatus;
  /** Spec §8: the server's message or 'User signed out'; shown when status is 'error'. */
  error?: string | null;
  onSubmit: (credentials: LoginCredentials) => void;
  forgottenPasswordHref: string;
  /** Where a customer signs up; without it (the staff login) no sign-up link shows. */
  registerHref?: string;
  /** Called when one of the form's links is followed (the modal closes itself). */
  onNavigate?: () => void;
}

/** Log in with an email or customer reference and a password (spec §7 auth/customer/login). */
export function LoginForm({ status, error, onSubmit, forgottenPasswordHref, registerHref, onNavigate }: LoginFormProps): ReactNode {
  const { t } = useTranslation('common');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const reasonId = useId();
  const submitting = status === 'submitting';
  const incomplete = !username.trim() || !password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting && !incomplete) onSubmit({ username: username.trim(), password });
  };
  return (
    <form className="cs-login-form" onSubmit={submit} aria-busy={submitting || undefined} noValidate>
      {status === 'error' && error ? (
        <Callout.Root color="red" role="alert" className="cs-login-form__error">
          <Callout.Icon>
            <ExclamationTriangleIcon aria-hidden="true" />
          </Callout.Icon>
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <TextFormField label={t('account.login.username')} value={username} onChange={setUsername} autoComplete="username" name="username" />
      <TextFormField
        label={t('account.login.password')}
        value={password}
        onChange={setPassword}
        type="password"
        autoComplete="current-password"
        name="password"
      />
      <AppLink href={forgottenPasswordHref} className="cs-account-link cs-login-form__forgotten" onClick={onNavigate}>
        {t('account.login.forgottenPassword')}
      </AppLink>
      {/* Until both fields are filled (or while logging in) it stays in the tab order and says why; a press does nothing. */}
      <Button type="submit" size="3" className="cs-account-submit" {...softDisabled(submitting || incomplete, incomplete ? reasonId : null)}>
        {submitting ? t('account.login.submitting') : t('account.login.submit')}
      </Button>
      <VisuallyHidden id={reasonId}>{t('account.login.needsBoth')}</VisuallyHidden>
      {registerHref ? (
        <Text as="p" size="2" className="cs-login-form__register">
          {t('account.login.noAccount')}{' '}
          <AppLink href={registerHref} className="cs-account-link" onClick={onNavigate}>
            {t('account.login.createAccount')}
          </AppLink>
        </Text>
      ) : null}
    </form>
  );
}
