import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../status-page/StatusPage';

/** Shown when the theme call returns 503 (spec §2). */
export function MaintenancePage(): ReactNode {
  const { t } = useTranslation('common');
  return <StatusPage tone="warning" title={t('maintenance.title')} body={t('maintenance.body')} />;
}
