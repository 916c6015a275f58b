import type { ReactNode } from 'react';
import { Button, Dialog, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import { Cross1Icon, ExitIcon, HamburgerMenuIcon, PersonIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { BasketLink } from '../basket-link/BasketLink';
import { AppLink } from '../link/LinkProvider';
import { primaryNavItems, type ShellNavProps } from '../nav/navItems';
import { navLinkVariants } from '../nav/navLink.variants';

export interface SideDrawerProps extends ShellNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Small-screen navigation (spec §2): a burger button opening a 306px left panel with the header's
 * links, the basket, and the account actions. A modal dialog, so Escape closes it, focus is
 * trapped inside and returns to the burger.
 */
export function SideDrawer(props: SideDrawerProps): ReactNode {
  const { open, onOpenChange, isLoggedIn, basketCount, links, onLogin, onLogout } = props;
  const { t } = useTranslation('common');
  const close = () => onOpenChange(false);
  const linkClass = navLinkVariants({ placement: 'drawer' });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        <IconButton variant="ghost" size="3" className="cs-header__button" aria-label={t('nav.openMenu')}>
          <HamburgerMenuIcon width="22" height="22" aria-hidden="true" />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content className="cs-side-drawer" aria-describedby={undefined}>
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
            <Button
              variant="soft"
              size="3"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <ExitIcon aria-hidden="true" />
              {t('nav.logOut')}
            </Button>
          ) : (
            <>
              <Text as="p" size="2" className="cs-side-drawer__notice">
                {t('nav.drawerNotice')}
              </Text>
              <Button
                size="3"
                className="cs-side-drawer__login"
                onClick={() => {
                  close();
                  onLogin();
                }}
              >
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
