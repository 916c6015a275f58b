import type { ReactNode } from 'react';
import { Spinner as RadixSpinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** Full-page centred spinner shown while the app or a page loads (spec §2). */
export function PageSpinner(): ReactNode {
  const { t } = useTranslation('common');
  return (
    <div className="cs-page-spinner" role="status">
      <RadixSpinner size="3" aria-hidden="true" className="cs-page-spinner__icon" />
      <Text size="2" color="gray" highContrast>
        {t('loading')}
      </Text>
    </div>
  );
}
