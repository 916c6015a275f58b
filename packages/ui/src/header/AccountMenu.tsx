import type { ReactNode } from 'react';
import { DropdownMenu } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';
import { accountNavItems, type NavLinks } from '../nav/navItems';
import { AccountButton } from './AccountButton';

/**
 * Small-screen 'Account' dropdown with the my-account links, then Log out (spec §2 "Account button", My-account
 * navigation). `defaultOpen`: opens as it mounts (its stand-in was pressed while it loaded); `autoFocus` takes the focus
 * its stand-in had.
 */
export function AccountMenu({ links, onLogout, defaultOpen, autoFocus }: { links: NavLinks; onLogout: () => void; defaultOpen?: boolean; autoFocus?: boolean }): ReactNode {
  const { t } = useTranslation('common');
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>
        <AccountButton autoFocus={autoFocus} />
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
