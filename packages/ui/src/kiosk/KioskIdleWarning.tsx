import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface KioskIdleWarningProps {
  open: boolean;
  /** Whole seconds before the kiosk ends the visit (core's kioskSecondsLeft). */
  secondsLeft: number;
  /** The customer is still there: the idle clock starts again. */
  onStay: () => void;
  /** The customer is done: end the visit now. */
  onLeave: () => void;
}

/**
 * The kiosk's idle warning (spec §9 90 s idle logout; WCAG 2.2.1 Timing adjustable): an alert dialog, announced as it
 * opens, with the seconds left and a way to stay. Focus starts on staying; Escape stays too.
 */
export function KioskIdleWarning({ open, secondsLeft, onStay, onLeave }: KioskIdleWarningProps): ReactNode {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <AlertDialog.Content maxWidth="480px" size="4">
        <AlertDialog.Title size="7">{t('kiosk.idle.title')}</AlertDialog.Title>
        <AlertDialog.Description size="4">{t('kiosk.idle.body', { count: secondsLeft })}</AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="4">{t('kiosk.idle.stay')}</Button>
          </AlertDialog.Cancel>
          <Button size="4" variant="outline" color="gray" onClick={onLeave}>
            {t('kiosk.idle.leave')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
