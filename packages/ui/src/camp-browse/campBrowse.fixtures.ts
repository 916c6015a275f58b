import type { ProgrammeSession, ProgrammeSessionWeeks } from '@courtside/core';
import type { ProgrammeCardView } from './ProgrammeCard';
import type { ProgrammeDetailsProps } from './ProgrammeDetails';
import type { ProgrammeTimetableMonthView } from './ProgrammeTimetable';

// Story data for the camp and course browse components, as the web app builds it with core's rules.

/** Storybook viewport of the spec's small screen (375px wide), as `globals: { viewport: { value: 'phone' } }`. */
export const phone = { phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' } } as const;

const venue = '/camps/location/riverside-aquatics-centre/multi-sport-camps';
const courses = '/courses/location/riverside-aquatics-centre/swimming-courses';

/** A camp sold whole and by the session: from £20.00 a session, 10 of 24 left. */
export const summerCamp: ProgrammeCardView = {
  id: 'summer',
  name: 'Summer Multi-Sport Camp',
  href: `${venue}/timetable/summer-multi-sport-camp`,
  startsOn: 'Mon, 14 Dec 2026',
  weeks: 3,
  price: { kind: 'perSession', formatted: '£20.00', value: 2000, from: true },
  tag: { kind: 'spotsAvailable', available: 10, tone: 'success' },
};

/** A camp sold whole only, with low availability (3 of 20 left: at most 20%). */
export const halfTermCamp: ProgrammeCardView = {
  id: 'half-term',
  name: 'Half-Term Football Camp',
  href: `${venue}/timetable/half-term-football-camp`,
  startsOn: 'Mon, 7 Dec 2026',
  weeks: 1,
  price: { kind: 'wholeCamp', formatted: '£95.00', value: 9500, from: false },
  tag: { kind: 'spotsAvailable', available: 3, tone: 'danger' },
};

/** A camp with no places left. */
export const soldOutCamp: ProgrammeCardView = {
  id: 'easter',
  name: 'Easter Tennis Camp',
  href: `${venue}/timetable/easter-tennis-camp`,
  startsOn: 'Mon, 4 Jan 2027',
  weeks: 2,
  price: { kind: 'perSession', formatted: '£18.00', value: 1800, from: true },
  tag: { kind: 'soldOut' },
};

export const campCards = [summerCamp, halfTermCamp, soldOutCamp];

/** A started course that may still be joined: pays pro-rata. */
export const improversCourse: ProgrammeCardView = {
  id: 'improvers',
  name: 'Adult Swim Improvers',
  href: `${courses}/timetable/adult-swim-improvers`,
  startsOn: 'Wed, 18 Nov 2026',
  weeks: 10,
  description: 'Ten weekly lessons to improve your stroke technique.',
  price: { kind: 'proRata', formatted: '£56.00', value: 5600, from: false },
  tag: { kind: 'spotsAvailable', available: 8, tone: 'success' },
  notice: 'proRata',
};

/** A full course with a waitlist. */
export const squadCourse: ProgrammeCardView = {
  id: 'squad',
  name: 'Masters Swim Squad',
  href: `${courses}/timetable/masters-swim-squad`,
  startsOn: 'Fri, 18 Dec 2026',
  weeks: 8,
  description: null,
  price: { kind: 'course', formatted: '£96.00', value: 9600, from: false },
  tag: { kind: 'joinWaitlist' },
};

export const courseCards = [improversCourse, squadCourse];

/** Names that run on: they must wrap, never overflow a 375px screen. */
export const longNameCamp: ProgrammeCardView = {
  ...summerCamp,
  id: 'long',
  name: 'Extraordinarily Comprehensive Multi-Activity Summer Holiday Adventure Camp for Curious Children Aged Five to Twelve',
};

export const timetableMonths: ProgrammeTimetableMonthView[] = [
  { key: '2026-12', label: 'December 2026', weeks: [{ key: '2026-12-07', label: 'Mon, 7 Dec 2026', programmes: [halfTermCamp] }, { key: '2026-12-14', label: 'Mon, 14 Dec 2026', programmes: [summerCamp] }] },
  { key: '2027-01', label: 'January 2027', weeks: [{ key: '2027-01-04', label: 'Mon, 4 Jan 2027', programmes: [soldOutCamp] }] },
];

const day = (id: string, date: string, overrides: Partial<ProgrammeSession> = {}): ProgrammeSession => ({
  id,
  date,
  startTime: '09:00',
  endTime: '15:00',
  locationName: 'Sports hall',
  tag: { kind: 'spotsAvailable', available: 10, tone: 'success' },
  price: '£20.00',
  isPast: false,
  isCancelled: false,
  ...overrides,
});

/** Three weeks of weekday sessions: one cancelled, one nearly full, one full. */
export const threeWeeks: ProgrammeSessionWeeks = {
  showWeekHeaders: true,
  weeks: [
    { week: 1, sessions: [day('1a', 'Mon, 14 Dec 2026'), day('1b', 'Tue, 15 Dec 2026', { tag: { kind: 'spotsAvailable', available: 2, tone: 'danger' } }), day('1c', 'Wed, 16 Dec 2026')] },
    { week: 2, sessions: [day('2a', 'Mon, 21 Dec 2026', { tag: { kind: 'soldOut' } }), day('2b', 'Tue, 22 Dec 2026', { isCancelled: true, tag: null })] },
    { week: 3, sessions: [day('3a', 'Mon, 28 Dec 2026'), day('3b', 'Tue, 29 Dec 2026')] },
  ],
};

export const campDetails: ProgrammeDetailsProps = {
  kind: 'camp',
  name: 'Summer Multi-Sport Camp',
  venueName: 'Riverside Aquatics Centre',
  categoryName: 'Multi-sport camps',
  dates: { starts: 'Mon, 14 Dec 2026', ends: 'Tue, 29 Dec 2026' },
  weeks: 3,
  prices: [
    { kind: 'wholeCamp', formatted: '£240.00', value: 24000, from: false },
    { kind: 'perSession', formatted: '£20.00', value: 2000, from: false },
  ],
  capacity: { available: 10, maximum: 24 },
  tag: { kind: 'spotsAvailable', available: 10, tone: 'success' },
  sessions: threeWeeks,
  extras: [
    { id: 1, name: 'Hot lunch', price: '£4.50' },
    { id: 2, name: 'Early drop-off (from 8am)', price: '£5.00' },
  ],
  booking: { href: `${venue}/summer-multi-sport-camp/book`, canBook: true, reason: null },
};

const weekly = (count: number, price: string | null = null) =>
  Array.from({ length: count }, (_, i) => day(`w${i}`, `Wed, ${String(2 + i).padStart(2, '0')} Dec 2026`, { startTime: '19:00', endTime: '19:45', locationName: 'Main pool', price, isPast: i < 3, tag: i < 3 ? { kind: 'past' } : { kind: 'spotsAvailable', available: 8, tone: 'success' } }));

/** A course under way that may still be joined, at the pro-rata price. */
export const improversDetails: ProgrammeDetailsProps = {
  kind: 'course',
  name: 'Adult Swim Improvers',
  venueName: 'Riverside Aquatics Centre',
  categoryName: 'Swimming courses',
  description: 'Ten weekly lessons to improve your stroke technique. Already under way: join for the lessons left at a pro-rata price.',
  instructors: ['Priya Shah', 'Tom Okafor'],
  dates: { starts: 'Wed, 18 Nov 2026', ends: 'Wed, 20 Jan 2027' },
  weeks: 10,
  prices: [
    { kind: 'course', formatted: '£80.00', value: 8000, from: false },
    { kind: 'proRata', formatted: '£56.00', value: 5600, from: false },
  ],
  capacity: { available: 8, maximum: 12 },
  tag: { kind: 'spotsAvailable', available: 8, tone: 'success' },
  notice: 'proRata',
  sessions: { showWeekHeaders: true, weeks: weekly(6).map((session, i) => ({ week: i + 1, sessions: [session] })) },
  extras: [{ id: 3, name: 'Swim hat and kit bag', price: '£12.00' }],
  booking: { href: `${courses}/adult-swim-improvers/book`, canBook: true, reason: null },
};
