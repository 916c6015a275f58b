import type { ReactNode } from 'react';
import { Button, DropdownMenu } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';
import { accountNavItems, type NavLinks } from '../nav/navItems';

/** Small-screen 'Account' dropdown with the my-account links, then Log out (spec §2 "Account button", My-account navigation). */
export function AccountMenu({ links, onLogout }: { links: NavLinks; onLogout: () => void }): ReactNode {
  const { t } = useTranslation('common');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" className="cs-header__button">
          {t('nav.account')}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" className="cs-account-menu">
        {accountNavItems(links, t).map((item) => (
          <DropdownMenu.Item key={item.key} asChild>
            <AppLink href={item.href}>{item.label}</AppLink>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={onLogout}>{t('nav.logOut')}</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
