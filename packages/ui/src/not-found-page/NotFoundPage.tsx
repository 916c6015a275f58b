import type { ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';
import { StatusPage } from '../status-page/StatusPage';

export interface NotFoundPageProps {
  homeHref: string;
}

/** The not-found page of spec §2, with a 'Go home' link. */
export function NotFoundPage({ homeHref }: NotFoundPageProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={
        <Button asChild size="3">
          <AppLink href={homeHref}>{t('notFound.goHome')}</AppLink>
        </Button>
      }
    />
  );
}
