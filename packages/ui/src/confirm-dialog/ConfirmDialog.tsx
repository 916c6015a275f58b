import { AlertDialog, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusTargetAfterDialog } from '../focus/focusKeeper';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** A further line, e.g. what cancelling gives back or why it does not (spec §3 cancellation info). */
  detail?: string | null;
  /** The confirming button's text (default 'Confirm') and the one that backs out (default 'Go back'). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is in flight: the dialog stays open and its confirm button waits. */
  pending?: boolean;
  /** What the action needs asked first (a reason, say), shown under the description. */
  children?: ReactNode;
  /** The action failed: the server's message, announced in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be undone (an alert dialog: focus starts on the safe choice; Escape and the
 * back button cancel). Props in, callbacks out: the caller closes it once the action has settled.
 */
export function ConfirmDialog({ open, title, description, detail, confirmLabel, cancelLabel, pending = false, children, error, onConfirm, onCancel }: ConfirmDialogProps): ReactNode {
  const { t } = useTranslation('activities');
  // Opened by state, not by an AlertDialog.Trigger, so Radix has no trigger to focus on close: focus goes back to the
  // control that had it on opening, or (when the action removed it, a cancelled booking's button) to the control that took
  // its place, else the main region, never the body (WCAG 2.4.3).
  const opener = useRef<Element | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next || pending ? undefined : onCancel())}>
      <AlertDialog.Content
        maxWidth="440px"
        aria-busy={pending || undefined}
        onOpenAutoFocus={() => (opener.current = document.activeElement)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusTargetAfterDialog(opener.current)?.focus({ preventScroll: true });
        }}
      >
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {description}
          {detail ? (
            <>
              <br />
              <Text weight="medium">{detail}</Text>
            </>
          ) : null}
        </AlertDialog.Description>
        {children}
        {error ? (
          <Callout.Root color="red" role="alert" mt="3">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="outline" color="gray" disabled={pending}>
              {cancelLabel ?? t('confirm.back')}
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" variant="soft" highContrast loading={pending} disabled={pending} onClick={onConfirm}>
            {pending ? t('confirm.working') : (confirmLabel ?? t('confirm.confirm'))}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
