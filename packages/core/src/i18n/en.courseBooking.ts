import { messages } from '../errors/messages';

/** The `courses` namespace's `booking` texts (spec §2 camp and course booking pages, §4 hints, §5, §8). */
export const enCourseBooking = {
  /** Spec §2: the back link of each booking page. */
  /** The booking pages' titles (breadcrumb and document title). */
  campTitle: 'Book this camp',
  courseTitle: 'Book this course',
  backToCamp: 'Back to camp details',
  backToCourse: 'Back to course details',
  backToVenue: 'Back to the venue',
  /** A visitor must log in before booking (spec §4: logged-out users get the login modal). */
  logIn: {
    body: 'Log in to book, so we know who is attending.',
    action: 'Log in',
  },
  /** Spec §3 previous attendees: the answers of the attendee's last booking under the same waiver, offered. */
  previous: {
    offer: '{{name}} has booked with us before.',
    use: "Use {{name}}'s previous answers",
    used: "{{name}}'s answers from their last booking are filled in. Please check they are still right.",
    usedWithWaiver: "{{name}}'s answers from their last booking are filled in, and their agreement to the waiver is ticked. Please check they are still right.",
  },
  /** Spec §3 custom questions: the attendee details section and its fields. */
  questions: {
    title: 'Attendee details',
    for: 'For {{name}}',
    required: 'required',
    choose: 'Choose an option',
    count: '{{count}} / {{max}} characters',
    /** Spec §5 date picker: DD-MM-YYYY, en-gb. */
    datePlaceholder: 'DD-MM-YYYY',
    dateFormat: 'Format: DD-MM-YYYY, for example 15-03-2024',
  },
  /** Spec §2/§4 camp dates: entire camp or chosen dates, grouped by week (§9). */
  dates: {
    title: 'Booking dates',
    typeLabel: 'How do you want to book?',
    entireCamp: 'Entire camp',
    chooseDates: 'Choose dates',
    chooseDatesHint: 'Pick the days you want.',
    /** Ours: under the chosen dates when the entire camp costs less than they do. */
    wholeCheaper: 'The entire camp costs {{whole}}, every day included: {{saving}} less than the dates chosen.',
    notWhole: messages.programmes.notWhole,
    notByDay: messages.programmes.notByDay,
    listLabel: 'Dates',
    /** A session's line: 'Mon, 13 Jul 2026 · 09:00–15:00'. */
    session: '{{date}} · {{start}}–{{end}}',
    past: 'Past',
    full: 'Full',
    alreadyBooked: 'Already booked',
    unavailable: 'Not available',
    week: 'Week {{week}}',
    showAll: 'Show all dates ({{count}})',
    hide: 'Hide dates',
    selectAll: 'Select all available dates',
    chosen: '{{count}} of {{total}} dates chosen',
  },
  /** Spec §3/§9 extras: 0 to 10 of each. */
  extras: {
    title: 'Extras',
    each: '{{price}} each',
    quantity: 'Quantity of {{name}}',
  },
  /** Spec §5 number stepper buttons. */
  stepper: {
    decrease: 'Decrease {{label}}',
    increase: 'Increase {{label}}',
  },
  /** Spec §2/§5 the pre-purchase waiver and its one agreement. */
  waiver: {
    intro: 'Read the terms, then tick the box to agree.',
    terms: 'Terms of {{name}}',
    agree: 'I agree to {{name}}',
    loading: 'Loading the terms…',
    failed: 'We could not load the terms. Please try again.',
  },
  /** Spec §2 review and §9 total. */
  review: {
    title: 'Review',
    attendee: 'Attendee',
    camp: 'Camp',
    course: 'Course',
    dates: 'Dates',
    location: 'Location',
    extras: 'Extras',
    total: 'Total',
    noTotal: '—',
    entireCamp: 'Entire camp · {{range}}',
    daysChosen_one: '{{count}} day chosen',
    daysChosen_other: '{{count}} days chosen',
    extraLine: '{{name}} × {{quantity}} = {{price}}',
  },
  /** Spec §2 buttons and the §4 hints saying why they are disabled. */
  actions: {
    label: 'Book',
    total: 'Total',
    addToBasket: 'Add to basket',
    checkoutNow: 'Checkout now',
    /** Ours: on a phone the bar is one line (total and Checkout now); this shows Add to basket and the hints. */
    more: 'More',
    less: 'Less',
    hints: {
      agreeToWaiver: 'Agree to the waiver to continue.',
      reserved: 'You have reserved this — complete it in your basket.',
      alreadyBooked: 'You have already booked this.',
      completeRequiredFields: 'Complete the required fields.',
    },
  },
  /** Spec §2/§4: the panel after a successful add to basket. */
  success: {
    title: 'Added to your basket',
    body: '{{name}} is in your basket.',
    checkout: 'Checkout',
    backHome: 'Back to home',
  },
} as const;
