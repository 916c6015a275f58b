import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/Spinner';

export interface ChallengeDialogProps {
  open: boolean;
  /** The bank's 3-D Secure page. */
  url: string | null;
  /** The result is being checked (spec §4 sca_processing): the page stays, a spinner shows. */
  processing: boolean;
  /** Without it the dialog cannot be dismissed (the bank's page decides). */
  onClose?: () => void;
}

/** Spec §4 3-D Secure step: the bank's challenge page in a dialog, kept mounted while it is open. */
export function ChallengeDialog({ open, url, processing, onClose }: ChallengeDialogProps): ReactNode {
  const { t } = useTranslation('checkout');
  const keepOpen = (event: Event) => {
    if (!onClose || processing) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose?.())}>
      <Dialog.Content
        maxWidth="520px"
        className="cs-challenge"
        data-processing={processing ? '' : undefined}
        onEscapeKeyDown={keepOpen}
        // A stray click outside must not abandon the bank's check.
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <Dialog.Title as="h2" className="cs-challenge__title">
          {t('payment.sca.title')}
        </Dialog.Title>
        <Dialog.Description size="2" className="cs-challenge__intro">
          {t('payment.sca.description')}
        </Dialog.Description>
        <iframe className="cs-challenge__frame" title={t('payment.sca.frame')} src={url ?? undefined} />
        {processing ? (
          <Flex align="center" gap="2" mt="3">
            <Spinner label={t('payment.sca.processing')} />
            <Text size="2" aria-hidden="true">
              {t('payment.sca.processing')}
            </Text>
          </Flex>
        ) : null}
        {onClose ? (
          <Flex justify="end" mt="4">
            <Dialog.Close>
              <Button variant="soft" color="gray" highContrast disabled={processing}>
                {t('payment.sca.close')}
              </Button>
            </Dialog.Close>
          </Flex>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
