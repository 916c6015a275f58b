import { messages } from '../errors/messages';
import { enAccessibility } from './en.accessibility';
import { enAccount } from './en.account';
import { enTill } from './en.till';
import { enStaff } from './en.staff';
import { enPasses } from './en.passes';
import { enActivities } from './en.browse';
import { enCheckout } from './en.checkout';
import { enCourseBooking } from './en.courseBooking';
import { enCourseBrowse } from './en.courseBrowse';
import { enFirstView } from './enFirstView';

/**
 * English resources for i18next, by the spec's namespaces (§9: common, courses, home, checkout,
 * activities, and the product's own). Texts the spec quotes are quoted exactly.
 */
export const en = {
  common: { ...enFirstView.common, messages, accessibility: enAccessibility, account: enAccount, till: enTill, staff: enStaff, passes: enPasses },
  home: enFirstView.home,
  activities: { title: 'Book an activity', ...enActivities },
  courses: { title: 'Book a course', browse: enCourseBrowse, booking: enCourseBooking },
  checkout: {
    basketTitle: 'Shopping basket',
    checkoutTitle: 'Checkout',
    bookingConfirmed: 'Booking confirmed',
    ...enCheckout,
  },
  courtside: {},
} as const;
