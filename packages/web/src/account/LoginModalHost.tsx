import { bookingsPaths, dispatchLogin, setLoginModalOpen } from '@courtside/core';
import { LoginModal } from '@courtside/ui';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/context';
import { accountPaths } from './accountPaths';
import { useSession } from './session';
import { useLogin } from './useAccount';

/** Spec §2: the bookings site's login modal, opened by Log in (system store loginModalOpen). */
export function LoginModalHost() {
  const { system, session } = useApp();
  const { loginModalOpen } = useSnapshot(system);
  const { login } = useSession();
  const submit = useLogin();
  return (
    <LoginModal
      open={loginModalOpen}
      onOpenChange={(open) => {
        setLoginModalOpen(system, open);
        if (!open && login.status === 'failure') dispatchLogin(session, { type: 'reset' });
      }}
      status={login.status === 'requesting' ? 'submitting' : login.status === 'failure' ? 'error' : 'idle'}
      error={login.error}
      onSubmit={submit}
      forgottenPasswordHref={accountPaths.forgottenPassword()}
      registerHref={bookingsPaths.register()}
    />
  );
}
