import { Button, Callout, Dialog, Flex, Spinner, Text } from '@radix-ui/themes';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusTargetAfterDialog } from '../focus/focusKeeper';
import { BookingPass, type BookingPassView } from './BookingPass';

export interface PassDialogProps {
  open: boolean;
  state: 'loading' | 'error' | 'ready';
  pass: BookingPassView | null;
  /** The server's reason when the pass cannot be shown (a cancelled booking, say). */
  errorText?: string;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * A booking's pass in a dialog (my-account Bookings' "Show pass"): loading, the pass, or why not with a retry.
 * Escape, the Close button and a click outside close it; focus returns to the button that opened it.
 */
export function PassDialog({ open, state, pass, errorText, onRetry, onClose }: PassDialogProps): ReactNode {
  const { t } = useTranslation();
  // Opened by state, not by a Dialog.Trigger: focus goes back to the control that had it on opening (WCAG 2.4.3).
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content
        maxWidth="400px"
        aria-busy={state === 'loading' || undefined}
        onOpenAutoFocus={() => (opener.current = document.activeElement)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusTargetAfterDialog(opener.current)?.focus({ preventScroll: true });
        }}
      >
        <Dialog.Title>{t('passes.dialogTitle')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('passes.dialogIntro')}
        </Dialog.Description>
        {state === 'loading' ? (
          <Flex align="center" justify="center" gap="2" py="6" role="status">
            <Spinner />
            <Text size="2">{t('passes.loading')}</Text>
          </Flex>
        ) : null}
        {state === 'error' ? (
          <Flex direction="column" gap="3" align="start">
            <Callout.Root color="red" role="alert">
              <Callout.Text>{errorText ?? t('passes.failed')}</Callout.Text>
            </Callout.Root>
            <Button variant="soft" onClick={onRetry}>
              {t('passes.retry')}
            </Button>
          </Flex>
        ) : null}
        {state === 'ready' && pass ? <BookingPass pass={pass} headingAs="p" /> : null}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('passes.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
