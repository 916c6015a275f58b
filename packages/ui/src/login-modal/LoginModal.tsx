import { useRef, type ReactNode } from 'react';
import { Dialog, IconButton } from '@radix-ui/themes';
import { Cross1Icon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { focusTargetAfterDialog } from '../focus/focusKeeper';
import { LoginForm, type LoginFormProps } from './LoginForm';

export interface LoginModalProps extends LoginFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec §2: the bookings site's Log in button opens this modal. A dialog: focus is trapped,
 * Escape and the close button close it, following a link closes it.
 */
export function LoginModal({ open, onOpenChange, ...form }: LoginModalProps): ReactNode {
  const { t } = useTranslation('common');
  // WCAG 2.4.3: focus goes back to what opened the modal — unless logging in replaced it: then to the control that took
  // its place (a session's Book, redrawn for the customer), else the page's main region (the header's Log in becomes
  // the account menu), never the body.
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        className="cs-login-modal"
        maxWidth="420px"
        onOpenAutoFocus={() => (opener.current = document.activeElement)}
        onCloseAutoFocus={(event) => {
          const back = opener.current;
          if (back instanceof HTMLElement && back.isConnected) return;
          event.preventDefault();
          focusTargetAfterDialog(back)?.focus({ preventScroll: true });
        }}
      >
        <div className="cs-login-modal__top">
          <Dialog.Title className="cs-login-modal__title">{t('account.login.title')}</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" size="2" aria-label={t('account.login.close')}>
              <Cross1Icon aria-hidden="true" />
            </IconButton>
          </Dialog.Close>
        </div>
        <Dialog.Description size="2" className="cs-login-modal__intro">
          {t('account.login.intro')}
        </Dialog.Description>
        <LoginForm
          {...form}
          onNavigate={() => {
            form.onNavigate?.();
            onOpenChange(false);
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
