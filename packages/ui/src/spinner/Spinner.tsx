import type { ReactNode } from 'react';
import { Spinner as RadixSpinner, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export interface SpinnerProps {
  size?: '1' | '2' | '3';
  /** Announced text; defaults to 'Loading…'. */
  label?: string;
}

/** Inline loading indicator, announced politely to screen readers. */
export function Spinner({ size = '2', label }: SpinnerProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <span className="cs-spinner" role="status">
      <RadixSpinner size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </span>
  );
}
