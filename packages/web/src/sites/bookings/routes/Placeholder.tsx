import { PlaceholderPage } from '@courtside/ui';
import { useTranslation } from 'react-i18next';
import type { CrumbHandle } from '../../../app/crumbHandle';

export const handle: CrumbHandle = {};

/** A registered spec §2 route whose page is not built yet. */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('placeholder.title')} />;
}
