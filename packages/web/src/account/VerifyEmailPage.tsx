import { accountMutations, ApiError, messages, myAccountPaths } from '@courtside/core';
import { AppLink, PageSpinner, StatusPage } from '@courtside/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CrumbHandle } from '../app/crumbHandle';
import { useApp } from '../app/context';
import { siteHref } from '../app/siteHref';

export const handle: CrumbHandle = { crumb: (t) => t('account.verifyEmail.title') };

/** The page the confirmation email links to (?token=): confirms the new address once, and says how it went. */
export function Component() {
  const { t } = useTranslation();
  const { api, site } = useApp();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, status, data, error } = useMutation(accountMutations.verifyEmail(api));
  // A link works once: it is sent once, even where effects run twice (React's strict mode).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);
  const toDetails = <AppLink href={siteHref(site, 'my-account', myAccountPaths.userDetails())}>{t('account.verifyEmail.toDetails')}</AppLink>;
  if (!token) return <StatusPage tone="warning" title={t('account.verifyEmail.failedTitle')} body={t('account.verifyEmail.missingToken')} />;
  if (status === 'success') return <StatusPage title={t('account.verifyEmail.doneTitle')} body={data} actions={toDetails} />;
  if (status === 'error') {
    const body = error instanceof ApiError && error.status === 422 ? messages.auth.verifyEmailInvalid : messages.genericToast;
    return <StatusPage tone="warning" title={t('account.verifyEmail.failedTitle')} body={body} actions={toDetails} />;
  }
  return <PageSpinner />;
}
