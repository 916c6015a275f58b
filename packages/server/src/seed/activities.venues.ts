// Where and when each venue runs its activities: locations, a weekly class timetable, bookable resources
// (courts, lanes) and ticketed sessions. Days are ISO weekdays (1 = Monday). Times are venue wall times.

export interface LocationSeed {
  slug: string;
  name: string;
  children?: LocationSeed[];
}

/** A class in the weekly timetable (one recurrence). `instructor` indexes the tenant's instructors. */
export interface ClassSeed {
  template: string;
  days: number[];
  time: string;
  minutes: number;
  location: string;
  instructor: number;
  tags: string[];
  capacity: number;
  waitlist: number | null;
  price: string;
}

/** Courts or lanes: one slot per location from `first` to `last` start, every `every` minutes. */
export interface ResourceSeed {
  activity: 'badminton' | 'squash' | 'lane-swimming';
  locations: string[];
  minutes: number;
  every: number;
  weekday: [first: string, last: string];
  weekend: [first: string, last: string];
  price: string;
}

export interface TicketedSeed {
  location: string;
  friendlyName: string;
  capacity: number;
  sessions: Array<{ days: number[]; time: string; minutes: number; tags: string[] }>;
}

export interface VenuePlan {
  locations: LocationSeed[];
  classes: Record<string, ClassSeed[]>;
  resources: ResourceSeed[];
  ticketed: TicketedSeed | null;
}

const weekdays = [1, 2, 3, 4, 5];
const numbered = (prefix: string, slug: string, n: number): LocationSeed[] =>
  Array.from({ length: n }, (_, i) => ({ slug: `${slug}-${i + 1}`, name: `${prefix} ${i + 1}` }));
const slugsOf = (locations: LocationSeed[]) => locations.map((l) => l.slug);

type Who = [number, number, number];
const cls = (template: string, days: number[], time: string, minutes: number, rest: Omit<ClassSeed, 'template' | 'days' | 'time' | 'minutes'>): ClassSeed => ({
  template, days, time, minutes, ...rest,
});

function yoga(location: string, [a, b, c]: Who, capacity = 20): ClassSeed[] {
  const base = { location, capacity, waitlist: 5, price: 'CLASS-YOGA' };
  return [
    cls('Hatha Yoga', [1, 3, 5], '07:00', 60, { ...base, instructor: a, tags: ['Beginner friendly'] }),
    cls('Vinyasa Flow', [2, 4], '12:15', 45, { ...base, instructor: b, tags: [] }),
    cls('Vinyasa Flow', [1, 2, 3, 4], '18:30', 60, { ...base, instructor: b, tags: [] }),
    cls('Yin Yoga', [3], '20:00', 75, { ...base, instructor: c, tags: ['Relaxation', 'Low impact'] }),
    cls('Hatha Yoga', [6], '09:00', 60, { ...base, instructor: a, tags: ['Beginner friendly'] }),
    cls('Yin Yoga', [7], '10:00', 75, { ...base, instructor: c, tags: ['Relaxation', 'Members only'], price: 'CLASS-MEMBERS' }),
  ];
}

function spin(location: string, [a, b, c]: Who, capacity = 24): ClassSeed[] {
  const base = { location, capacity, waitlist: 5, price: 'CLASS-SPIN' };
  return [
    cls('Spin Express', weekdays, '06:45', 30, { ...base, instructor: a, tags: ['High intensity', 'Cardio'] }),
    cls('Spin Express', [1, 3, 5], '12:30', 30, { ...base, instructor: b, tags: ['Cardio'] }),
    cls('Spin 45', [1, 2, 3, 4], '18:00', 45, { ...base, instructor: a, tags: ['Cardio'] }),
    cls('Spin 45', [2, 4], '19:15', 45, { ...base, instructor: c, tags: ['High intensity'] }),
    cls('Rhythm Ride', [5], '18:00', 45, { ...base, instructor: c, tags: ['Cardio'] }),
    cls('Spin 45', [6], '08:30', 45, { ...base, instructor: b, tags: ['Beginner friendly'] }),
    cls('Rhythm Ride', [7], '09:30', 45, { ...base, instructor: a, tags: ['High intensity'] }),
  ];
}

function aqua(location: string, [a, b]: Who): ClassSeed[] {
  const base = { location, capacity: 30, waitlist: null, price: 'CLASS-AQUA' };
  return [
    cls('Aqua Fit', [1, 3, 5], '10:00', 45, { ...base, instructor: a, tags: ['Low impact'] }),
    cls('Aqua Gentle', [2, 4], '11:00', 45, { ...base, instructor: b, tags: ['Low impact', 'Over 50s'] }),
    cls('Aqua Fit', [2, 4], '19:00', 45, { ...base, instructor: a, tags: ['Cardio'] }),
    cls('Aqua Gentle', [6], '10:30', 45, { ...base, instructor: b, tags: ['Over 50s'] }),
  ];
}

const publicSwim = (location: string, friendlyName: string, capacity: number): TicketedSeed => ({
  location,
  friendlyName,
  capacity,
  sessions: [
    { days: weekdays, time: '07:00', minutes: 90, tags: [] },
    { days: weekdays, time: '12:00', minutes: 60, tags: [] },
    { days: weekdays, time: '16:00', minutes: 90, tags: ['Beginner friendly'] },
    { days: [1, 3, 5], time: '19:30', minutes: 90, tags: [] },
    { days: [6, 7], time: '09:00', minutes: 120, tags: ['Beginner friendly'] },
    { days: [6, 7], time: '13:00', minutes: 120, tags: [] },
    { days: [6], time: '16:00', minutes: 90, tags: [] },
  ],
});

const lanes6 = numbered('Lane', 'lane', 6);
const lanes5 = numbered('Lane', 'lane', 5);
const millbrookCourts = numbered('Court', 'court', 8);
const matlockCourts = numbered('Court', 'court', 12);
const bakewellCourts = numbered('Court', 'court', 4);
const squash = (n: number) => numbered('Squash court', 'squash', n);

/** The plan of every seeded venue, by tenant slug and venue slug. */
export const venuePlans: Record<string, Record<string, VenuePlan>> = {
  riverside: {
    'riverside-aquatics-centre': {
      locations: [
        { slug: 'main-pool', name: 'Main pool', children: lanes6 },
        { slug: 'teaching-pool', name: 'Teaching pool' },
        { slug: 'studio-1', name: 'Studio 1' },
        { slug: 'cycle-studio', name: 'Cycle studio' },
      ],
      classes: { yoga: yoga('studio-1', [0, 2, 4]), spin: spin('cycle-studio', [1, 3, 5]), 'aqua-aerobics': aqua('teaching-pool', [2, 4, 0]) },
      resources: [{ activity: 'lane-swimming', locations: slugsOf(lanes6).slice(0, 3), minutes: 60, every: 60, weekday: ['06:30', '20:30'], weekend: ['08:00', '16:00'], price: 'LANE-SWIM' }],
      ticketed: publicSwim('main-pool', 'Main pool', 120),
    },
    'millbrook-sports-hall': {
      locations: [
        { slug: 'sports-hall', name: 'Sports hall', children: millbrookCourts },
        { slug: 'squash-courts', name: 'Squash courts', children: squash(4) },
        { slug: 'studio', name: 'Studio' },
        { slug: 'cycle-studio', name: 'Cycle studio' },
      ],
      classes: { yoga: yoga('studio', [4, 0, 2]), spin: spin('cycle-studio', [3, 1, 5], 20) },
      resources: [
        { activity: 'badminton', locations: slugsOf(millbrookCourts), minutes: 60, every: 60, weekday: ['07:00', '21:00'], weekend: ['08:00', '19:00'], price: 'COURT-BADMINTON' },
        { activity: 'squash', locations: slugsOf(squash(4)), minutes: 40, every: 40, weekday: ['07:00', '21:40'], weekend: ['08:00', '19:20'], price: 'COURT-SQUASH' },
      ],
      ticketed: null,
    },
    'thameside-tennis-fitness': {
      locations: [
        { slug: 'squash-courts', name: 'Squash courts', children: squash(2) },
        { slug: 'studio-1', name: 'Studio 1' },
        { slug: 'cycle-studio', name: 'Cycle studio' },
      ],
      classes: { yoga: yoga('studio-1', [2, 0, 4], 16), spin: spin('cycle-studio', [5, 3, 1], 16) },
      resources: [{ activity: 'squash', locations: slugsOf(squash(2)), minutes: 40, every: 40, weekday: ['06:20', '20:00'], weekend: ['08:00', '16:00'], price: 'COURT-SQUASH' }],
      ticketed: null,
    },
  },
  peak: {
    'peak-district-pool': {
      locations: [
        { slug: 'main-pool', name: 'Main pool', children: lanes5 },
        { slug: 'learner-pool', name: 'Learner pool' },
        { slug: 'studio', name: 'Studio' },
      ],
      classes: { 'aqua-aerobics': aqua('learner-pool', [0, 1, 2]), yoga: yoga('studio', [3, 4, 0], 14) },
      resources: [{ activity: 'lane-swimming', locations: slugsOf(lanes5).slice(0, 2), minutes: 60, every: 60, weekday: ['06:30', '20:30'], weekend: ['08:00', '15:00'], price: 'LANE-SWIM' }],
      ticketed: publicSwim('main-pool', 'Main pool (lanes 3–5)', 90),
    },
    'matlock-sports-centre': {
      locations: [
        { slug: 'sports-hall', name: 'Sports hall', children: matlockCourts },
        { slug: 'squash-courts', name: 'Squash courts', children: squash(4) },
        { slug: 'studio-1', name: 'Studio 1' },
        { slug: 'cycle-studio', name: 'Cycle studio' },
      ],
      classes: { yoga: yoga('studio-1', [1, 2, 3]), spin: spin('cycle-studio', [3, 0, 4]) },
      resources: [
        // A 12-court hall letting hour-long courts that start every half hour: the busiest venue-day (> 300 sessions).
        { activity: 'badminton', locations: slugsOf(matlockCourts), minutes: 60, every: 30, weekday: ['06:00', '21:00'], weekend: ['08:00', '19:00'], price: 'COURT-BADMINTON' },
        { activity: 'squash', locations: slugsOf(squash(4)), minutes: 40, every: 40, weekday: ['06:00', '21:20'], weekend: ['08:00', '19:20'], price: 'COURT-SQUASH' },
      ],
      ticketed: null,
    },
    'bakewell-activity-hub': {
      locations: [
        { slug: 'activity-hall', name: 'Activity hall', children: bakewellCourts },
        { slug: 'studio', name: 'Studio' },
      ],
      classes: { yoga: yoga('studio', [2, 1, 0], 12) },
      resources: [{ activity: 'badminton', locations: slugsOf(bakewellCourts), minutes: 60, every: 60, weekday: ['09:00', '19:00'], weekend: ['10:00', '15:00'], price: 'COURT-BADMINTON' }],
      ticketed: null,
    },
  },
};
