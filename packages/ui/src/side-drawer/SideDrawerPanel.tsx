import type { ReactNode } from 'react';
import { Button, Dialog, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import { Cross1Icon, ExitIcon, PersonIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { BasketLink } from '../basket-link/BasketLink';
import { AppLink } from '../link/LinkProvider';
import { primaryNavItems } from '../nav/navItems';
import { navLinkVariants } from '../nav/navLink.variants';
import type { SideDrawerProps } from './sideDrawerProps';

export interface SideDrawerPanelProps extends SideDrawerProps {
  /** Where focus goes back when the panel closes: the burger, which is not the dialog's own trigger. */
  onClosed: () => void;
}

/**
 * The side drawer's panel (spec §2): a modal dialog pinned to the left edge, so Escape closes it and focus is trapped
 * inside. Loaded the first time the burger is pressed, hovered or focused (`SideDrawer.tsx`).
 */
export function SideDrawerPanel(props: SideDrawerPanelProps): ReactNode {
  const { open, onOpenChange, onClosed, isLoggedIn, basketCount, links, onLogin, onLogout } = props;
  const { t } = useTranslation('common');
  const close = () => onOpenChange(false);
  const closeThen = (action: () => void) => () => {
    close();
    action();
  };
  const linkClass = navLinkVariants({ placement: 'drawer' });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        className="cs-side-drawer"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <div className="cs-side-drawer__top">
          <VisuallyHidden>
            <Dialog.Title>{t('nav.mainNavigation')}</Dialog.Title>
          </VisuallyHidden>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" size="3" aria-label={t('nav.closeMenu')}>
              <Cross1Icon width="18" height="18" aria-hidden="true" />
            </IconButton>
          </Dialog.Close>
        </div>
        <nav aria-label={t('nav.mainNavigation')}>
          <ul className="cs-side-drawer__links">
            {primaryNavItems(props, t).map((item) => (
              <li key={item.key}>
                <AppLink href={item.href} className={linkClass} onClick={close}>
                  {item.label}
                </AppLink>
              </li>
            ))}
            <li>
              <BasketLink href={links.basket} count={basketCount} showLabel placement="drawer" onClick={close} />
            </li>
            {isLoggedIn ? (
              <li>
                <AppLink href={links.myAccount} className={linkClass} onClick={close}>
                  <PersonIcon aria-hidden="true" />
                  {t('nav.myAccount')}
                </AppLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="cs-side-drawer__account">
          {isLoggedIn ? (
            <Button variant="soft" size="3" onClick={closeThen(onLogout)}>
              <ExitIcon aria-hidden="true" />
              {t('nav.logOut')}
            </Button>
          ) : (
            <>
              <Text as="p" size="2" className="cs-side-drawer__notice">
                {t('nav.drawerNotice')}
              </Text>
              <Button size="3" className="cs-side-drawer__login" onClick={closeThen(onLogin)}>
                {t('nav.logIn')}
              </Button>
              <AppLink href={links.register} className="cs-side-drawer__register" onClick={close}>
                {t('nav.createAccount')}
              </AppLink>
            </>
          )}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
