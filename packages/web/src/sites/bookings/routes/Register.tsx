import { redirectAfterLogin } from '@courtside/core';
import { AccountPage, RegisterForm } from '@courtside/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../account/session';
import { useOpenLogin } from '../../../account/useAccount';
import { useRegisterForm } from '../../../account/useRegisterForm';
import type { CrumbHandle } from '../../../app/crumbHandle';

export const handle: CrumbHandle = { crumb: (t) => t('account.register.title') };

/** Spec §2 /register (Sign up): logged-out users only; a logged-in user goes to ?redirect or /. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { token } = useSession();
  const openLogin = useOpenLogin();
  const form = useRegisterForm(params.get('onboarding_type') ?? undefined);
  if (token) return <Navigate replace to={redirectAfterLogin(params.get('redirect'))} />;
  return (
    <AccountPage title={t('account.register.title')} intro={t('account.register.intro')} width="wide">
      <RegisterForm {...form} onLogin={openLogin} />
    </AccountPage>
  );
}
