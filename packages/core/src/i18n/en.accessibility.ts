import { enFirstView } from './enFirstView';

/**
 * English texts of the accessibility statement (/accessibility on every sub-site), merged into the `common` namespace
 * under `accessibility`, with the footer's link to it. Written from what the project's tests really check (axe-core on
 * every page and story, the keyboard-only and focus journeys, 375 px layouts) and what they do not. Each list is an
 * object whose keys give the order the page shows them in.
 */
export const enAccessibility = {
  ...enFirstView.common.accessibility,
  title: 'Accessibility statement',
  intro:
    '{{organisation}} wants as many people as possible to be able to use this website: to find activities, book and pay, join as a member and manage their account. This statement covers the bookings, my-account and online-joining pages of {{organisation}}.',
  status: {
    heading: 'How accessible this website is',
    body: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. The website is partially compliant: the parts we know fall short, or have not yet tested, are listed below.',
  },
  tested: {
    heading: 'How we test it',
    intro: 'These checks are part of the automated tests that run on every change to the website; a failing check fails the tests.',
    items: {
      axe: 'The pages our browser tests visit (finding and booking activities, camps and courses, the basket and checkout, your account, joining, and the staff pages), and every state of every component in our component catalogue, are checked with the axe-core accessibility engine and must have no violations.',
      keyboard:
        'The main journeys are tested using the keyboard alone: finding a session, booking it and paying for it through the basket and checkout to the confirmation; browsing camps and booking a course; and, for staff, taking a class register.',
      focus:
        'Every control shows a visible focus outline when it has the keyboard focus, at least 2 pixels wide and with a contrast of at least 3 to 1 against its background, whatever the venue’s colours. A skip link leads to the main content, and after each page change the focus moves to the page’s main content.',
      focusAfterActions:
        'After you log in, add a session to your basket, or send a password form, the keyboard focus moves to your next step (the session you were booking, or the message confirming what happened), never back to the top of the page.',
      disabledControls:
        'A button you cannot use yet stays reachable by keyboard and says why, for example Log in until you have filled in both fields, or Book now when a camp is full.',
      announcements:
        'Error messages in forms and dialogs are announced by screen readers as they appear, and an estimated price says what “est.” means in words that everyone can read.',
      notObscured: 'The notice that you are in a queue never covers the control that has the keyboard focus.',
      smallScreens: 'Pages are tested on a small screen, 375 pixels wide, as well as on a desktop: they must fit without scrolling sideways.',
      colours:
        'Each venue’s own colours are adjusted where needed, so that text keeps a contrast ratio of at least 4.5 to 1, including the Log in button and the basket count in the header.',
      timeLimits: 'On a venue’s kiosk you are warned 20 seconds before an idle visit ends, and can choose to stay.',
    },
  },
  limitations: {
    heading: 'Known limitations',
    items: {
      footer:
        'The information at the bottom of each page (address, opening hours, links) is written by the venue. We make its links visible and usable by keyboard, but we do not check its wording or structure.',
      maps: 'The venue map shows pictures from a third-party map service, which have no text alternative. Every venue on the map is also listed as text, with its address.',
      thirdParty:
        'Services a venue adds from other companies, such as a tag manager, automatic translation or a card payment provider’s form, are not covered by our tests.',
      targetSize:
        'The size of buttons and links (WCAG 2.2, success criterion 2.5.8) is checked automatically for every component in our component catalogue, but not yet on the pages themselves.',
      journeys: 'Joining as a member and cancelling a booking in My account are not yet tested using the keyboard alone.',
      reflow: 'Pages are not yet tested at 320 pixels wide or when zoomed to 400%.',
      screenReaders: 'We have not yet tested the website with screen readers such as NVDA, JAWS or VoiceOver.',
    },
  },
  report: {
    heading: 'Reporting a problem',
    body: 'If you find a problem we have not listed, or you need information on this website in a different format, please contact {{organisation}}. Their contact details are at the bottom of each page, or ask at your venue’s reception. Tell us the web address of the page and what went wrong.',
  },
  prepared: {
    heading: 'About this statement',
    body: 'This statement was prepared on {{date}}. It is based on the automated and keyboard tests described above.',
    date: '29 November 2026',
  },
} as const;
