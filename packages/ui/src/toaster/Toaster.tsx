import type { ReactNode } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { CheckCircledIcon, Cross2Icon, ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { toastVariants } from './toast.variants';

/** Spec §9: the default toast duration. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export type ToastTone = 'success' | 'danger' | 'info';

export interface ToastMessage {
  id: string;
  title?: string;
  description: string;
  tone: ToastTone;
  /** Defaults to {@link DEFAULT_TOAST_DURATION_MS}; spec §9 also names 3000 and 10000. */
  durationMs?: number;
}

export interface ToasterProps {
  toasts: ToastMessage[];
  /** Called when a toast times out, is swiped away or closed; the caller drops it from `toasts`. */
  onDismiss: (id: string) => void;
  /** Screen-reader label announced before each toast (Radix defaults to 'Notification'). */
  label?: string;
}

const toneIcon = {
  success: CheckCircledIcon,
  danger: ExclamationTriangleIcon,
  info: InfoCircledIcon,
} as const;

/** Toasts at the top right, 325px wide (spec §2, §9). The toast list lives outside ui. */
export function Toaster({ toasts, onDismiss, label }: ToasterProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <Toast.Provider duration={DEFAULT_TOAST_DURATION_MS} swipeDirection="right" label={label ?? t('toast.label')}>
      {toasts.map((toast) => {
        const Icon = toneIcon[toast.tone];
        return (
          <Toast.Root
            key={toast.id}
            className={toastVariants({ tone: toast.tone })}
            data-tone={toast.tone}
            duration={toast.durationMs}
            // Errors interrupt screen readers; confirmations wait politely.
            type={toast.tone === 'danger' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) onDismiss(toast.id);
            }}
          >
            <Icon className="cs-toast__icon" aria-hidden="true" />
            <div className="cs-toast__body">
              {toast.title ? <Toast.Title className="cs-toast__title">{toast.title}</Toast.Title> : null}
              <Toast.Description className="cs-toast__description">{toast.description}</Toast.Description>
            </div>
            <Toast.Close className="cs-toast__close" aria-label={t('toast.close')}>
              <Cross2Icon aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      {/* Radix fills in its own {hotkey} placeholder, so pass it through i18next untouched. */}
      <Toast.Viewport className="cs-toaster" label={t('toast.region', { hotkey: '{hotkey}' })} />
    </Toast.Provider>
  );
}
