import type { ReactNode } from 'react';
import { Spinner as RadixSpinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export interface PageSpinnerProps {
  /**
   * It stands for the whole page (nothing else on screen has the page's heading): its text is then the page's one
   * top-level heading (axe page-has-heading-one), as a page waiting its turn in the waiting room shows it for seconds.
   */
  heading?: boolean;
}

/** Full-page centred spinner shown while the app or a page loads (spec §2). */
export function PageSpinner({ heading = false }: PageSpinnerProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <div className="cs-page-spinner" role="status">
      <RadixSpinner size="3" aria-hidden="true" className="cs-page-spinner__icon" />
      {/* As a heading it keeps the look of the body text. */}
      <Text asChild={heading} size="2" color="gray" highContrast>
        {heading ? <h1 className="cs-page-spinner__text">{t('loading')}</h1> : t('loading')}
      </Text>
    </div>
  );
}
