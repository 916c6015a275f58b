import { Button, Callout, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/Spinner';

export interface StaffLoadStateProps {
  state: 'loading' | 'error';
  /** Announced while loading, e.g. 'Loading sessions'. */
  loadingLabel: string;
  /** The load failed: the message to show (the web app's, from core's `messages`). */
  errorText?: string;
  /** The caller's retry; without it no button shows. */
  onRetry?: () => void;
}

/** The staff pages' load states in one place: a centred, announced spinner, or the failure as an alert with Try again. */
export function StaffLoadState({ state, loadingLabel, errorText, onRetry }: StaffLoadStateProps): ReactNode {
  const { t } = useTranslation();
  if (state === 'loading') {
    return (
      <Flex justify="center" py="5">
        <Spinner size="3" label={loadingLabel} />
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="2" align="start">
      <Callout.Root color="red" role="alert">
        <Callout.Text>{errorText}</Callout.Text>
      </Callout.Root>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      ) : null}
    </Flex>
  );
}
