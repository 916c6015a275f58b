import { demoThemeRow, seededAt, type TenantSeed } from './seedHelpers';

/**
 * Two operators with distinct default themes (their names and themes are core's demo themes), each embedding the app
 * on its own website (frameAncestors: the origins allowed to frame it, CSP frame-ancestors).
 */
export const tenantSeeds: TenantSeed[] = [
  {
    ...demoThemeRow('riverside'),
    currencyCode: 'GBP',
    currencySymbol: '£',
    onlineJoiningEnabled: true,
    campsAndCoursesBookingEnabled: true,
    kioskHomeUrl: '/kiosk/?kiosk=true&centre=riverside-aquatics-centre',
    frameAncestors: ['https://www.riversideleisure.org.uk', 'https://riversideleisure.org.uk'],
    openDataContactEmail: 'opendata@riversideleisure.org.uk',
    checkoutTerms:
      '<h2>Booking terms</h2><p>Bookings are confirmed once payment is complete. You may cancel a session up to 24 hours before it starts for account credit.</p><p>Please arrive 10 minutes early; late arrivals may not be admitted.</p>',
    createdAt: seededAt,
  },
  {
    ...demoThemeRow('peak'),
    currencyCode: 'GBP',
    currencySymbol: '£',
    onlineJoiningEnabled: false,
    campsAndCoursesBookingEnabled: false,
    kioskHomeUrl: '/kiosk/?kiosk=true&centre=peak-district-pool',
    frameAncestors: ['https://www.peakactive.co.uk'],
    openDataContactEmail: 'opendata@peakactive.co.uk',
    createdAt: seededAt,
  },
];
