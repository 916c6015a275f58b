import type { ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';
import { StatusPage } from '../status-page/StatusPage';

export interface ErrorPageProps {
  /** A spec message from the error catalogue; defaults to the generic error text. */
  message?: string;
  /** Shows 'Try again' when given. */
  onRetry?: () => void;
  /** Shows 'Go home' when given. */
  homeHref?: string;
}

/** Generic full-page error (spec §2: any theme failure other than 503; detail page failures). */
export function ErrorPage({ message, onRetry, homeHref }: ErrorPageProps): ReactNode {
  const { t } = useTranslation('common');
  const actions =
    onRetry || homeHref ? (
      <>
        {onRetry ? (
          <Button size="3" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        ) : null}
        {homeHref ? (
          <Button asChild size="3" variant="soft">
            <AppLink href={homeHref}>{t('notFound.goHome')}</AppLink>
          </Button>
        ) : null}
      </>
    ) : undefined;
  return <StatusPage tone="danger" title={t('error.title')} body={message ?? t('error.body')} actions={actions} />;
}
