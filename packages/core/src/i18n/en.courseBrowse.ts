import { messages } from '../errors/messages';

/** The `courses` namespace's `browse` texts (spec §2 camps and courses routes, §8): lists, timetables, details. */
export const enCourseBrowse = {
  /** Spec §2 camp pages: /camps/location/{venueSlug} (Book a camp; category), …/{activitySlug} (choose a camp), timetable, details. */
  camp: {
    title: 'Book a camp',
    section: 'Camps',
    choose: 'Choose a camp',
    chooseCategory: 'Choose a type of camp',
    timetable: 'Camp timetable',
    details: 'Camp details',
    categoriesLabel: 'Camp categories',
    listLabel: 'Camps',
    emptyCategories: 'No camps to show at this venue yet.',
    empty: 'No camps to show in this category.',
    count_one: '{{count}} camp',
    count_other: '{{count}} camps',
  },
  /** Spec §2 course pages: /courses/location/{venueSlug} (Book a course), …/{activitySlug}, timetable, details. */
  course: {
    title: 'Book a course',
    section: 'Courses',
    choose: 'Choose a course',
    chooseCategory: 'Choose a type of course',
    timetable: 'Course timetable',
    details: 'Course details',
    categoriesLabel: 'Course categories',
    listLabel: 'Courses',
    emptyCategories: 'No courses to show at this venue yet.',
    empty: 'No courses to show in this category.',
    count_one: '{{count}} course',
    count_other: '{{count}} courses',
  },
  loadFailed: 'We could not load this page. Please try again.',
  retry: 'Try again',
  backTo: 'Back to {{name}}',
  viewDetails: 'View details',
  viewDetailsOf: 'View details: {{name}}',
  viewTimetable: 'View as timetable',
  viewList: 'View as list',
  startsOn: 'Starts {{date}}',
  weeks_one: '{{count}} week',
  weeks_other: '{{count}} weeks',
  dateRange: '{{starts}} to {{ends}}',
  placesLeft: '{{available}} of {{maximum}} places left',
  price: {
    /** A list card's one price: 'From £20.00 per session', '£95.00 whole camp'. */
    card: {
      wholeCamp: '{{price}} whole camp',
      perSession: '{{price}} per session',
      course: '{{price}}',
      proRata: '{{price}} for the remaining sessions',
    },
    cardFrom: 'From {{price}}',
    /** The details page's price lines. */
    label: {
      wholeCamp: 'Whole camp',
      perSession: 'Per session',
      course: 'Full course',
      proRata: 'Remaining sessions',
    },
    from: 'from {{price}}',
    none: 'No price is available to you',
  },
  details: {
    facts: 'Details',
    venue: 'Venue',
    category: 'Category',
    dates: 'Dates',
    duration: 'Duration',
    price: 'Price',
    places: 'Places',
    instructors: 'Instructors',
    starts: 'Starts',
    ends: 'Ends',
    about: 'About',
  },
  sessions: {
    title: 'Sessions',
    week: 'Week {{week}}',
    count_one: '{{count}} session',
    count_other: '{{count}} sessions',
    cancelled: 'Cancelled',
    empty: 'No sessions are scheduled yet.',
  },
  extras: {
    title: 'Extras',
    intro: 'You can add these when you book.',
  },
  bookNow: 'Book now',
  /** A full camp's or course's waitlist, offered as a full session's (spec §4 JOIN_WAITLIST, LEAVE_WAITLIST). */
  waitlist: {
    join: 'Join waitlist',
    leave: 'Leave waitlist',
    joinHint: 'No places are left. Join the waitlist: if a place comes up, it is held in your basket for you.',
    leaveHint: 'You are on the waitlist. If a place comes up, it is held in your basket for you.',
  },
  /** Spec §2 and §8: a started course's pro-rata note, a course already started and not bookable, a course ended. */
  notices: {
    proRata: messages.programmes.proRata,
    startedNotBookable: messages.programmes.courseStarted,
    ended: messages.programmes.courseEnded,
  },
  timetableWeek: 'Week commencing {{date}}',
} as const;
