import { accountMutations, forgottenPasswordBodySchema, passwordResetFailureMessage } from '@courtside/core';
import { AccountPage, ForgottenPasswordForm } from '@courtside/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenLogin } from '../../../account/useAccount';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';

export const handle: CrumbHandle = { crumb: (t) => t('account.forgotten.title') };

/** Spec §5/§7 forgotten password: an email or customer reference; a failure is an error toast (§8). */
export function Component() {
  const { t } = useTranslation();
  const { api, toasts } = useApp();
  const openLogin = useOpenLogin();
  const request = useMutation(accountMutations.forgottenPassword(api));
  const [error, setError] = useState<string>();
  const submit = (emailOrReference: string) => {
    const parsed = forgottenPasswordBodySchema.safeParse({ email_or_reference: emailOrReference });
    setError(parsed.error?.issues[0]?.message);
    if (parsed.success) {
      request.mutate(parsed.data, { onError: (failure) => toasts.add({ description: passwordResetFailureMessage(failure), tone: 'danger' }) });
    }
  };
  const status = request.isPending ? 'submitting' : request.isSuccess ? 'sent' : 'idle';
  return (
    <AccountPage title={t('account.forgotten.title')} intro={status === 'sent' ? undefined : t('account.forgotten.intro')}>
      <ForgottenPasswordForm status={status} sentMessage={request.data} error={error} onSubmit={submit} onLogin={openLogin} />
    </AccountPage>
  );
}
