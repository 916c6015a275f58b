import type { NavLinks } from '../nav/navItems';

/** Hrefs as the bookings site builds them (spec §2), shared by header and drawer stories. */
export const storyNavLinks: NavLinks = {
  kioskHome: '/kiosk/?kiosk=true&centre=riverside',
  bookActivity: '/redirect-to-selected-venue',
  bookCamp: '/camp-redirect-to-selected-venue',
  bookCourse: '/course-redirect-to-selected-venue',
  buyMembership: '/pricing',
  basket: '/basket',
  myAccount: '/account/',
  register: '/register',
  accountDashboard: '/account/',
  myDetails: '/account/user-details',
  memberships: '/account/memberships',
  packages: '/account/packages',
  bookings: '/account/bookings/upcoming',
  payments: '/account/payments',
};

/** The six links of the small-screen Account dropdown, in order (spec §2). */
export const accountMenuLabels = ['Account dashboard', 'My details', 'Memberships', 'Packages', 'Bookings', 'Payments'];
