import { Text, TextArea } from '@radix-ui/themes';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';

export interface WaiveNoShowDialogProps {
  open: boolean;
  /** The customer whose no-show it is. */
  name: string;
  pending?: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Fair use: asks staff why before a no-show is waived (it then stops counting towards a pause of the customer's online
 * booking). The reason is required: confirming without one announces it (an alert) and moves focus to the field.
 */
export function WaiveNoShowDialog({ open, name, pending, error, onConfirm, onCancel }: WaiveNoShowDialogProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const confirm = () => {
    if (!reason.trim()) {
      setMissing(true);
      return field.current?.focus();
    }
    onConfirm(reason.trim());
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('staff.waive.title', { name })}
      description={t('staff.waive.text')}
      confirmLabel={t('staff.waive.confirm')}
      cancelLabel={t('staff.waive.keep')}
      pending={pending}
      error={error}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <div className="cs-register__reason">
        <Text as="label" htmlFor={id} weight="medium" size="2">
          {t('staff.waive.reason')}
        </Text>
        <TextArea
          ref={field}
          id={id}
          value={reason}
          maxLength={500}
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <Text as="p" id={`${id}-error`} role="alert" color="red" size="2">
            {t('staff.waive.needReason')}
          </Text>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
