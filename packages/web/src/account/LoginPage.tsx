import { bookingsPaths, redirectAfterLogin, setLoginModalOpen } from '@courtside/core';
import { AccountPage, LoginForm } from '@courtside/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { CrumbHandle } from '../app/crumbHandle';
import { useApp } from '../app/context';
import { accountPaths } from './accountPaths';
import { useSession } from './session';
import { useLogin } from './useAccount';

export const handle: CrumbHandle = { crumb: (t) => t('account.loginPage.title') };

/**
 * Spec §2 "/login exists on sites other than bookings" (my-account, online-joining). The bookings
 * site logs in through its modal, so there /login opens the modal over the home page.
 */
export function Component() {
  const { t } = useTranslation();
  const { site, system } = useApp();
  const [params] = useSearchParams();
  const { token, login } = useSession();
  const submit = useLogin();
  useEffect(() => {
    if (site === 'bookings' && !token) setLoginModalOpen(system, true);
  }, [site, system, token]);
  if (token || site === 'bookings') return <Navigate replace to={redirectAfterLogin(params.get('redirect'))} />;
  return (
    <AccountPage title={t('account.loginPage.title')} intro={t('account.login.intro')}>
      <LoginForm
        status={login.status === 'requesting' ? 'submitting' : login.status === 'failure' ? 'error' : 'idle'}
        error={login.error}
        onSubmit={submit}
        forgottenPasswordHref={accountPaths.forgottenPassword()}
        registerHref={bookingsPaths.register()}
      />
    </AccountPage>
  );
}
