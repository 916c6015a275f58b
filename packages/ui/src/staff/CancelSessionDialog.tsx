import { Text } from '@radix-ui/themes';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';

export interface CancelSessionDialogProps {
  open: boolean;
  /** The session, e.g. 'Vinyasa Flow at 18:30'. */
  sessionName: string;
  /** Settled bookings on it: each is cancelled with a whole refund as credit. */
  bookedCount: number;
  /** The reasons a session may be cancelled for (spec §9 delete reasons), in the order to offer them. */
  reasons: readonly string[];
  pending?: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks for the reason before a session is cancelled (spec §5: a delete needs a reason) and says what happens to its
 * bookings. The reason is required: confirming without one announces it (an alert) and moves focus to the field.
 */
export function CancelSessionDialog({ open, sessionName, bookedCount, reasons, pending, error, onConfirm, onCancel }: CancelSessionDialogProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const confirm = () => {
    if (!reason) {
      setMissing(true);
      return select.current?.focus();
    }
    onConfirm(reason);
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('staff.cancel.title', { name: sessionName })}
      description={t('staff.cancel.text', { count: bookedCount })}
      confirmLabel={t('staff.cancel.confirm')}
      cancelLabel={t('staff.cancel.keep')}
      pending={pending}
      error={error}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <div className="cs-register__reason">
        <Text as="label" htmlFor={id} weight="medium" size="2">
          {t('staff.cancel.reason')}
        </Text>
        <select
          ref={select}
          id={id}
          className="cs-register__select"
          value={reason}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          required
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        >
          <option value="">{t('staff.cancel.chooseReason')}</option>
          {reasons.map((r) => (
            <option key={r} value={r}>
              {t(`staff.reasons.${r}`)}
            </option>
          ))}
        </select>
        {/* Announced as it appears (role=alert), and focus goes to the field it is about. */}
        {missing ? (
          <Text as="p" id={`${id}-error`} role="alert" color="red" size="2">
            {t('staff.cancel.chooseReason')}
          </Text>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
