import type { ShellNavProps } from '../nav/navItems';

// Apart from SideDrawer.tsx, so the lazily loaded panel takes the props without importing the drawer back.

/** The side drawer's props: the header's navigation, and whether the drawer is open. */
export interface SideDrawerProps extends ShellNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
