import { seededAt, type TenantSeed } from './seedHelpers';

/**
 * Two operators with distinct default themes, each embedding the app on its own website (frameAncestors: the
 * origins allowed to frame it, CSP frame-ancestors). White text on each primary passes WCAG AA
 * (riverside #0F766E 5.5:1, peak #C2410C 5.2:1), so themed buttons stay readable.
 */
export const tenantSeeds: TenantSeed[] = [
  {
    slug: 'riverside',
    name: 'Riverside Leisure Trust',
    currencyCode: 'GBP',
    currencySymbol: '£',
    onlineJoiningEnabled: true,
    campsAndCoursesBookingEnabled: true,
    kioskHomeUrl: '/kiosk/?kiosk=true&centre=riverside-aquatics-centre',
    frameAncestors: ['https://www.riversideleisure.org.uk', 'https://riversideleisure.org.uk'],
    checkoutTerms:
      '<h2>Booking terms</h2><p>Bookings are confirmed once payment is complete. You may cancel a session up to 24 hours before it starts for account credit.</p><p>Please arrive 10 minutes early; late arrivals may not be admitted.</p>',
    themeLogo: '/logos/riverside-leisure-trust.svg',
    themePrimaryColour: '#0F766E',
    themeSecondaryColour1: '#115E59',
    themeSecondaryColour2: '#1E3A8A',
    themeDarkBgColour: '#0B2E2B',
    themeHeaderBgColour: '#FFFFFF',
    themeHeaderPrimaryColour: '#0F766E',
    themeHeadingFont: 'garagegothic',
    themeBodyFont: 'Lato',
    themeSecondaryButtonStyle: 'outline',
    createdAt: seededAt,
  },
  {
    slug: 'peak',
    name: 'Peak Active',
    currencyCode: 'GBP',
    currencySymbol: '£',
    onlineJoiningEnabled: false,
    campsAndCoursesBookingEnabled: false,
    kioskHomeUrl: '/kiosk/?kiosk=true&centre=peak-district-pool',
    frameAncestors: ['https://www.peakactive.co.uk'],
    themeLogo: '/logos/peak-active.svg',
    themePrimaryColour: '#C2410C',
    themeSecondaryColour1: '#7C2D12',
    themeSecondaryColour2: '#3F6212',
    themeDarkBgColour: '#292524',
    themeHeaderBgColour: '#FFFFFF',
    themeHeaderPrimaryColour: '#C2410C',
    themeHeadingFont: 'Roboto',
    themeBodyFont: 'Open Sans',
    themeSecondaryButtonStyle: 'solid',
    createdAt: seededAt,
  },
];
