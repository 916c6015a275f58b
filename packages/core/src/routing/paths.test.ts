import { describe, expect, it } from 'vitest';
import { bookingsPaths, bookingsRoutePatterns, myAccountPaths, onlineJoiningPaths } from './paths';

describe('every bookings path builder (spec §2)', () => {
  it.each([
    [bookingsPaths.home(), '/'],
    [bookingsPaths.redirectToSelectedVenue(), '/redirect-to-selected-venue'],
    [bookingsPaths.courseRedirectToSelectedVenue(), '/course-redirect-to-selected-venue'],
    [bookingsPaths.campRedirectToSelectedVenue(), '/camp-redirect-to-selected-venue'],
    [bookingsPaths.register(), '/register'],
    [bookingsPaths.basket(), '/basket'],
    [bookingsPaths.basketCheckout(), '/basket/checkout'],
    [bookingsPaths.checkout('c 1'), '/checkout/c%201'],
    [bookingsPaths.activity('v', 'a'), '/location/v/a'],
    [bookingsPaths.camps('v'), '/camps/location/v'],
    [bookingsPaths.campCategory('v', 'c'), '/camps/location/v/c'],
    [bookingsPaths.campTimetable('v', 'c'), '/camps/location/v/c/timetable'],
    [bookingsPaths.campDetails('v', 'c', 'x'), '/camps/location/v/c/timetable/x'],
    [bookingsPaths.courses('v'), '/courses/location/v'],
    [bookingsPaths.courseCategory('v', 'c'), '/courses/location/v/c'],
    [bookingsPaths.courseTimetable('v', 'c'), '/courses/location/v/c/timetable'],
    [bookingsPaths.courseBook('v', 'c', 'x'), '/courses/location/v/c/x/book'],
    [bookingsPaths.attendees(), '/attendees'],
    [bookingsPaths.pricing(), '/pricing'],
    [bookingsPaths.accessibility(), '/accessibility'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  it('every builder output matches a registered route pattern', () => {
    const toRegex = (pattern: string) =>
      new RegExp(`^${pattern.replace(/\/\*$/, '(?:/.*)?').replace(/\/:[a-zA-Z]+\?/g, '(?:/[^/]+)?').replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    const explicit = bookingsRoutePatterns.filter((p) => !/^\/:venueSlug/.test(p)).map(toRegex);
    const samples = [
      bookingsPaths.checkout('x'), bookingsPaths.bookingConfirmed(1), bookingsPaths.timeSlots('v', 'a', 'd', 't'),
      bookingsPaths.campBook('v', 'a', 'c'), bookingsPaths.courseDetails('v', 'a', 'c'), bookingsPaths.packageBook('v', 1),
    ];
    for (const path of samples) expect(explicit.some((re) => re.test(path)), path).toBe(true);
  });
});

describe('my-account and online-joining paths (spec §2)', () => {
  it.each([
    [myAccountPaths.dashboard(), '/'],
    [myAccountPaths.userDetails(), '/user-details'],
    [myAccountPaths.memberships(), '/memberships'],
    [myAccountPaths.packages(), '/packages'],
    [myAccountPaths.bookings(), '/bookings'],
    [myAccountPaths.upcomingBookings(), '/bookings/upcoming'],
    [myAccountPaths.guestPasses(), '/guest-passes'],
    [myAccountPaths.payments(), '/payments'],
    [myAccountPaths.login(), '/login'],
    [onlineJoiningPaths.home(), '/'],
    [onlineJoiningPaths.venue('riverside-aquatics-centre'), '/riverside-aquatics-centre'],
    [onlineJoiningPaths.plan('riverside', 'swim plus'), '/riverside/swim%20plus'],
    [onlineJoiningPaths.orderConfirmed(9), '/order-confirmed/9'],
    [onlineJoiningPaths.login(), '/login'],
    [myAccountPaths.accessibility(), '/accessibility'],
    [onlineJoiningPaths.accessibility(), '/accessibility'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});
