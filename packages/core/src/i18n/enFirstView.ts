import { waitingRoomMessages } from '../errors/shellMessages';
import { specShellMessages } from '../errors/specShellMessages';
import { enHome } from './en.home';

/**
 * The English texts a page's first view can show, before the app has loaded the rest: the shell's (header, drawer,
 * breadcrumb, the footer's link, the status pages, the waiting room, the kiosk's notices) and the home page's. The
 * others load with the pages and parts that show them, so the home page's first load does not carry them.
 */
export const enFirstView = {
  common: {
    appName: 'Courtside',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    /** What a button of the page the server drew says until the app has taken the page over. */
    firstViewWaiting: 'Still loading: this works in a moment.',
    nav: {
      kioskHome: 'Back to Kiosk Home',
      till: 'Till',
      staffRegister: 'Class register',
      staffClosures: 'Closures',
      staffPayments: 'Payment settings',
      bookActivity: 'Book an activity',
      bookCamp: 'Book a camp',
      bookCourse: 'Book a course',
      buyMembership: 'Buy a membership',
      logIn: 'Log in',
      logOut: 'Log out',
      myAccount: 'My account',
      account: 'Account',
      accountDashboard: 'Account dashboard',
      myDetails: 'My details',
      attendees: 'Attendees',
      memberships: 'Memberships',
      packages: 'Packages',
      bookings: 'Bookings',
      guestPasses: 'Guest passes',
      payments: 'Payments',
      basket: 'Shopping basket',
      basketCount_one: 'Shopping basket, {{count}} item',
      basketCount_other: 'Shopping basket, {{count}} items',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      mainNavigation: 'Main navigation',
      createAccount: 'Create an account',
      drawerNotice: 'Login to make bookings faster and manage your account',
      /** Ours: the compact basket control an embedded page shows instead of the header's navigation. */
      embeddedBasket: {
        label: 'Your basket',
        summary_one: '{{count}} item · {{total}}',
        summary_other: '{{count}} items · {{total}}',
        view: 'View basket',
        checkout: 'Checkout',
        newTab: '(opens in a new tab)',
      },
    },
    breadcrumb: { label: 'Breadcrumb', home: 'Home' },
    notFound: {
      title: "Whoops! Looks like you've gone offside.",
      body: "The page you're looking for doesn't exist. Return home to keep the ball rolling.",
      goHome: 'Go home',
      /** Ours: the not-found page's name in the tab's title. */
      pageTitle: 'Page not found',
    },
    /** Ours: the notice while an add or a payment waits in the server's waiting room. */
    waitingRoom: {
      title: "You're in the queue",
      position: 'Your place in the queue: {{position}}',
      body: waitingRoomMessages.queued,
    },
    maintenance: {
      title: 'Service disruption',
      body: 'Unable to access the site due to planned maintenance.',
    },
    error: {
      title: 'Something went wrong',
      body: specShellMessages.genericToast,
      retry: 'Try again',
    },
    toast: { close: 'Close', region: 'Notifications ({{hotkey}})', label: 'Notification' },
    footer: { label: 'Venue information', openData: 'Open data' },
    /** The footer's link to the accessibility statement, whose texts are en.accessibility.ts. */
    accessibility: { footerLink: 'Accessibility statement', footerLinks: 'Site information' },
    placeholder: { title: 'Coming soon', body: 'This page is on its way.' },
    kiosk: {
      idle: {
        title: 'Are you still there?',
        body_one: 'For your privacy, this kiosk will log you out and go back to the start in {{count}} second.',
        body_other: 'For your privacy, this kiosk will log you out and go back to the start in {{count}} seconds.',
        stay: "I'm still here",
        leave: 'Log out now',
      },
      home: {
        crumb: 'Start',
        title: 'Welcome to {{venue}}',
        intro: 'Book an activity or become a member. Touch an option to begin.',
        book: 'Book an activity',
        bookText: 'Find a session and book your place.',
        join: 'Become a member',
        joinText: 'See our memberships and join today.',
        checkIn: 'Check in',
        checkInText: 'Scan your booking pass to check in.',
      },
    },
  },
  home: {
    title: 'Find a venue',
    intro: 'Choose a venue to see what you can book.',
    venues: 'Venues',
    empty: 'No venues to show yet.',
    openVenue: 'Book at {{name}}',
    ...enHome,
  },
} as const;
