import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../status-page/StatusPage';

export interface PlaceholderPageProps {
  /** The route's page title, e.g. 'Checkout'. */
  title: string;
}

/** Stand-in for routes that later work fills in. */
export function PlaceholderPage({ title }: PlaceholderPageProps): ReactNode {
  const { t } = useTranslation('common');
  return <StatusPage title={title} body={t('placeholder.body')} />;
}
