import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { PersonIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { BasketLink } from '../basket-link/BasketLink';
import type { EmbeddedBasketProps } from '../embedded-basket/EmbeddedBasket';
import { AppLink } from '../link/LinkProvider';
import { primaryNavItems, type ShellNavProps } from '../nav/navItems';
import { navLinkVariants } from '../nav/navLink.variants';
import { SideDrawer } from '../side-drawer/SideDrawer';
import { AccountButton } from './AccountButton';

// Out of the first load: the account menu (Radix's menu, popper and scroll area) loads once a signed-in small screen
// shows it; until then its button stands in, and a press or the focus it takes carries over to the menu.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));
/** Only an embedded page with something in its basket shows the embedded basket control, so only it loads its code. */
const EmbeddedBasket = lazy(() => import('../embedded-basket/EmbeddedBasket').then((m) => ({ default: m.EmbeddedBasket })));

function LazyAccountMenu({ links, onLogout }: Pick<HeaderProps, 'links' | 'onLogout'>): ReactNode {
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    <Suspense fallback={<AccountButton onClick={() => setPressed(true)} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)} />}>
      <AccountMenu links={links} onLogout={onLogout} defaultOpen={pressed} autoFocus={focused || pressed} />
    </Suspense>
  );
}

export interface HeaderProps extends ShellNavProps {
  brandName: string;
  logoUrl?: string;
  homeHref: string;
  /** Below the 575px breakpoint; the web app computes it from a media query. */
  isSmallScreen: boolean;
  /** Embedded, kiosk on online-joining or third-party checkout: only the logo remains. */
  navHidden: boolean;
  /** Embedded in an operator's page: the compact basket control beside the logo, in place of the navigation. */
  embeddedBasket?: EmbeddedBasketProps;
}

/** The site header of spec §2: logo, booking links, account button and basket, or the small-screen bar. */
export function Header(props: HeaderProps): ReactNode {
  const { brandName, logoUrl, homeHref, isSmallScreen, navHidden, embeddedBasket } = props;
  return (
    <header className="cs-header" data-layout={isSmallScreen ? 'compact' : 'full'}>
      <div className="cs-header__inner">
        <AppLink href={homeHref} className="cs-header__brand">
          {logoUrl ? (
            <img className="cs-header__logo" src={logoUrl} alt={brandName} />
          ) : (
            // A long name ends in an ellipsis on one line; the title shows it whole, and the link's name is always whole.
            <span className="cs-header__brand-name" title={brandName}>
              {brandName}
            </span>
          )}
        </AppLink>
        {navHidden ? (
          embeddedBasket && embeddedBasket.count > 0 ? (
            <Suspense fallback={null}>
              <EmbeddedBasket {...embeddedBasket} />
            </Suspense>
          ) : null
        ) : isSmallScreen ? (
          <CompactNav {...props} />
        ) : (
          <FullNav {...props} />
        )}
      </div>
    </header>
  );
}

function FullNav({ isLoggedIn, basketCount, links, onLogin, ...flags }: HeaderProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <nav className="cs-header__nav" aria-label={t('nav.mainNavigation')}>
      <ul className="cs-header__links">
        {primaryNavItems({ ...flags, links }, t).map((item) => (
          <li key={item.key}>
            <AppLink href={item.href} className={navLinkVariants({ placement: 'bar' })}>
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
      <div className="cs-header__actions">
        {isLoggedIn ? (
          <AppLink href={links.myAccount} className={navLinkVariants({ placement: 'bar' })}>
            <PersonIcon aria-hidden="true" />
            {t('nav.myAccount')}
          </AppLink>
        ) : (
          <Button className="cs-header__login" onClick={onLogin}>
            {t('nav.logIn')}
          </Button>
        )}
        <BasketLink href={links.basket} count={basketCount} />
      </div>
    </nav>
  );
}

function CompactNav(props: HeaderProps): ReactNode {
  const { t } = useTranslation('common');
  // Drawer open state is view state only; closing it returns focus to the burger.
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <nav className="cs-header__nav" aria-label={t('nav.mainNavigation')}>
      <div className="cs-header__actions">
        <BasketLink href={props.links.basket} count={props.basketCount} />
        {props.isLoggedIn ? <LazyAccountMenu links={props.links} onLogout={props.onLogout} /> : null}
        <SideDrawer
          isLoggedIn={props.isLoggedIn}
          isKiosk={props.isKiosk}
          isStaff={props.isStaff}
          showCampsAndCourses={props.showCampsAndCourses}
          showMembership={props.showMembership}
          basketCount={props.basketCount}
          links={props.links}
          onLogin={props.onLogin}
          onLogout={props.onLogout}
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
        />
      </div>
    </nav>
  );
}
