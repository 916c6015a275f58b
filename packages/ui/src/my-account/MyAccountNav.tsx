import { Button } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

export interface MyAccountNavItem {
  key: string;
  href: string;
  label: string;
}

export interface MyAccountNavProps {
  items: MyAccountNavItem[];
  /** The item of the page shown (aria-current). */
  currentKey: string | null;
  onLogout: () => void;
}

/** Spec §2 "My-account navigation": the sub-site's pages in the spec's order, then Log out. */
export function MyAccountNav({ items, currentKey, onLogout }: MyAccountNavProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <nav className="cs-my-account-nav" aria-label={t('account.myAccount.navLabel')}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <AppLink href={item.href} className="cs-my-account-nav__link" aria-current={item.key === currentKey ? 'page' : undefined}>
              {item.label}
            </AppLink>
          </li>
        ))}
        <li>
          <Button variant="ghost" className="cs-my-account-nav__logout" onClick={onLogout}>
            {t('nav.logOut')}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
