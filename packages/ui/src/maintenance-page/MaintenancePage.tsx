import type { ReactNode } from 'react';
import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../status-page/StatusPage';

export interface MaintenancePageProps {
  /** The operator's name, when the client call answered: whose site is down, above the notice. */
  tenantName?: string | null;
}

/** Shown when the theme call returns 503 (spec §2), under the operator's name when it is known. */
export function MaintenancePage({ tenantName = null }: MaintenancePageProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <>
      {tenantName ? (
        <Text as="p" size="4" weight="bold" align="center" className="cs-status-page__owner">
          {tenantName}
        </Text>
      ) : null}
      <StatusPage tone="warning" title={t('maintenance.title')} body={t('maintenance.body')} />
    </>
  );
}
