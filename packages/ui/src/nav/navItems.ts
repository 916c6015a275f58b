import type { TFunction } from 'i18next';

/** Every href the header and side drawer link to; the web app builds them (ui knows no routes). */
export interface NavLinks {
  kioskHome: string;
  /** Front of house: the till, shown to staff. */
  till?: string;
  /** The class register, shown to staff. */
  staffRegister?: string;
  /** Closures, shown to staff. */
  staffClosures?: string;
  /** Payment settings: given only for super users (the web app asks core's staffMay 'configurePayments'). */
  staffPayments?: string;
  bookActivity: string;
  bookCamp: string;
  bookCourse: string;
  buyMembership: string;
  basket: string;
  myAccount: string;
  register: string;
  accountDashboard: string;
  myDetails: string;
  memberships: string;
  packages: string;
  bookings: string;
  payments: string;
}

/** State and callbacks shared by Header and SideDrawer (spec §2 "Header and shell"). */
export interface ShellNavProps {
  isLoggedIn: boolean;
  isKiosk: boolean;
  /** Signed in as staff: the till leads the links. */
  isStaff?: boolean;
  /** Camps and courses booking is enabled for the venue. */
  showCampsAndCourses: boolean;
  /** Online joining is enabled (Buy a membership). */
  showMembership: boolean;
  basketCount: number;
  links: NavLinks;
  onLogin: () => void;
  onLogout: () => void;
}

export interface NavItem {
  key: string;
  href: string;
  label: string;
}

type NavFlags = Pick<ShellNavProps, 'isKiosk' | 'isStaff' | 'showCampsAndCourses' | 'showMembership' | 'links'>;

/** The booking links, in the spec's order, filtered by mode and venue features. */
export function primaryNavItems(flags: NavFlags, t: TFunction): NavItem[] {
  const { links } = flags;
  const items: NavItem[] = [];
  if (flags.isKiosk) items.push({ key: 'kioskHome', href: links.kioskHome, label: t('nav.kioskHome') });
  if (flags.isStaff && links.till) items.push({ key: 'till', href: links.till, label: t('nav.till') });
  if (flags.isStaff && links.staffRegister) items.push({ key: 'staffRegister', href: links.staffRegister, label: t('nav.staffRegister') });
  if (flags.isStaff && links.staffClosures) items.push({ key: 'staffClosures', href: links.staffClosures, label: t('nav.staffClosures') });
  if (flags.isStaff && links.staffPayments) items.push({ key: 'staffPayments', href: links.staffPayments, label: t('nav.staffPayments') });
  items.push({ key: 'bookActivity', href: links.bookActivity, label: t('nav.bookActivity') });
  if (flags.showCampsAndCourses) {
    items.push({ key: 'bookCamp', href: links.bookCamp, label: t('nav.bookCamp') });
    items.push({ key: 'bookCourse', href: links.bookCourse, label: t('nav.bookCourse') });
  }
  if (flags.showMembership) {
    items.push({ key: 'buyMembership', href: links.buyMembership, label: t('nav.buyMembership') });
  }
  return items;
}

/** The my-account links of the small-screen Account dropdown, in the spec's order. */
export function accountNavItems(links: NavLinks, t: TFunction): NavItem[] {
  return [
    { key: 'accountDashboard', href: links.accountDashboard, label: t('nav.accountDashboard') },
    { key: 'myDetails', href: links.myDetails, label: t('nav.myDetails') },
    { key: 'memberships', href: links.memberships, label: t('nav.memberships') },
    { key: 'packages', href: links.packages, label: t('nav.packages') },
    { key: 'bookings', href: links.bookings, label: t('nav.bookings') },
    { key: 'payments', href: links.payments, label: t('nav.payments') },
  ];
}
