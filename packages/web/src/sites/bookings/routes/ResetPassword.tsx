import { accountMutations, passwordResetFailureMessage, resetPasswordBodySchema } from '@courtside/core';
import { AccountPage, ResetPasswordForm } from '@courtside/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { accountPaths } from '../../../account/accountPaths';
import { useOpenLogin } from '../../../account/useAccount';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';

export const handle: CrumbHandle = { crumb: (t) => t('account.reset.title') };

/** The page the reset email links to (?token=): sets a new password; a failure is an error toast (spec §8). */
export function Component() {
  const { t } = useTranslation();
  const { api, toasts } = useApp();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const openLogin = useOpenLogin();
  const reset = useMutation(accountMutations.resetPassword(api));
  const [error, setError] = useState<string>();
  const submit = (password: string) => {
    const parsed = resetPasswordBodySchema.safeParse({ token, password });
    setError(parsed.error?.issues.find((issue) => issue.path[0] === 'password')?.message);
    if (parsed.success) {
      reset.mutate(parsed.data, { onError: (failure) => toasts.add({ description: passwordResetFailureMessage(failure), tone: 'danger' }) });
    }
  };
  const status = !token ? 'missingToken' : reset.isPending ? 'submitting' : reset.isSuccess ? 'done' : 'idle';
  return (
    <AccountPage title={t('account.reset.title')} intro={status === 'idle' || status === 'submitting' ? t('account.reset.intro') : undefined}>
      <ResetPasswordForm
        status={status}
        doneMessage={reset.data}
        error={error}
        onSubmit={submit}
        onLogin={openLogin}
        forgottenPasswordHref={accountPaths.forgottenPassword()}
      />
    </AccountPage>
  );
}
