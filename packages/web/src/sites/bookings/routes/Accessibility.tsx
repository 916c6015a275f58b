import { AccessibilityStatement } from '@courtside/ui';
import { useTranslation } from 'react-i18next';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useClient } from '../../../hooks/useShell';

export const handle: CrumbHandle = { crumb: (t) => t('accessibility.title') };

/** /accessibility on every sub-site (linked from the footer): the statement, in the tenant's name. */
export function Component() {
  const { t } = useTranslation();
  const client = useClient();
  return <AccessibilityStatement organisation={client.data?.name ?? t('appName')} />;
}
