import { AccountPage, LoginForm } from '@courtside/ui';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { accountPaths } from '../account/accountPaths';
import { useSession } from '../account/session';
import { useAuthUser, useLogin } from '../account/useAccount';
import type { CrumbHandle } from '../app/crumbHandle';
import { tillPaths } from './tillPaths';

export const handle: CrumbHandle = { crumb: (t) => t('till.page.staffLogin') };

/**
 * Staff log in (their own login, POST /api/auth/staff/login — never the customer modal's) and go to the till. A
 * customer's details are refused here with the login's own message.
 */
export function Component() {
  const { t } = useTranslation();
  const { token, login } = useSession();
  const user = useAuthUser();
  const submit = useLogin(undefined, 'staff');
  if (token && user.data?.staffRole) return <Navigate replace to={tillPaths.till()} />;
  return (
    <AccountPage title={t('till.page.staffLogin')} intro={t('till.page.staffLoginIntro')}>
      <LoginForm
        status={login.status === 'requesting' ? 'submitting' : login.status === 'failure' ? 'error' : 'idle'}
        error={login.error}
        onSubmit={submit}
        forgottenPasswordHref={accountPaths.forgottenPassword()}
      />
    </AccountPage>
  );
}
