import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '@radix-ui/themes';
import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SideDrawerProps } from './sideDrawerProps';

// Out of the first load: the panel (Radix's dialog, focus scope, scroll lock and portal) loads the first time the
// burger is hovered, focused or pressed; the burger itself is in the first load and stays the same element throughout.
const loadPanel = () => import('./SideDrawerPanel');
const SideDrawerPanel = lazy(() => loadPanel().then((m) => ({ default: m.SideDrawerPanel })));

/**
 * Small-screen navigation (spec §2): a burger button opening a 306px left panel with the header's
 * links, the basket, and the account actions. A modal dialog, so Escape closes it, focus is
 * trapped inside and returns to the burger.
 */
export function SideDrawer(props: SideDrawerProps): ReactNode {
  const { open, onOpenChange } = props;
  const { t } = useTranslation('common');
  const burger = useRef<HTMLButtonElement>(null);
  // Once opened the panel stays mounted, so it can slide out when closed.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  return (
    <>
      <IconButton
        ref={burger}
        variant="ghost"
        size="3"
        className="cs-header__button"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => onOpenChange(true)}
      >
        <HamburgerMenuIcon width="22" height="22" aria-hidden="true" />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <SideDrawerPanel {...props} onClosed={() => burger.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
