import { demoThemeRow, footerHtml, openingWeek, seededAt, type VenueSeed } from './seedHelpers';

const aquaticsHours = openingWeek(['06:30', '22:00'], ['07:00', '20:00'], ['08:00', '18:00']);
const millbrookHours = openingWeek(['07:00', '22:30'], ['08:00', '20:00'], ['08:00', '20:00']);
const thamesideHours = openingWeek(['06:00', '21:00'], ['07:00', '19:00'], ['08:00', '17:00']);

/** Riverside Leisure Trust's venues (tenant 'riverside'); names and themes are core's demo themes. */
export const riversideVenues: VenueSeed[] = [
  {
    ...demoThemeRow('riverside-aquatics-centre'),
    address1: '12 Wharf Road',
    address2: 'Canbury Gardens',
    town: 'Kingston upon Thames',
    area: 'Surrey',
    postcode: 'KT2 5AU',
    latitude: 51.4166,
    longitude: -0.3065,
    openingTimes: aquaticsHours,
    activitiesV2MigrationDate: '2024-04-01',
    campsAndCoursesEnabled: true,
    footerHtml: footerHtml({
      name: 'Riverside Aquatics Centre',
      address: '12 Wharf Road, Canbury Gardens, Kingston upon Thames, Surrey, KT2 5AU',
      phone: '020 7946 0101',
      hours: aquaticsHours,
      link: { href: 'https://www.riversideleisure.example/aquatics', text: 'Visit the centre website' },
    }),
    createdAt: seededAt,
  },
  {
    ...demoThemeRow('millbrook-sports-hall'),
    address1: '45 Station Road',
    address2: null,
    town: 'Richmond',
    area: 'London',
    postcode: 'TW9 2NA',
    latitude: 51.4613,
    longitude: -0.3037,
    openingTimes: millbrookHours,
    // Far in the future (whatever day the seed and its tests run): this venue still uses the v1 timetable calls.
    activitiesV2MigrationDate: '2099-09-01',
    campsAndCoursesEnabled: null,
    footerHtml: footerHtml({
      name: 'Millbrook Sports Hall',
      address: '45 Station Road, Richmond, London, TW9 2NA',
      phone: '020 7946 0202',
      hours: millbrookHours,
      link: { href: 'https://www.riversideleisure.example/millbrook', text: 'Hall hire and leagues' },
      // Harmless, but it must never run: the client sanitises footer HTML before rendering it.
      extra: '<script>window.__courtsideFooterScriptRan = true;</script>',
    }),
    createdAt: seededAt,
  },
  {
    ...demoThemeRow('thameside-tennis-fitness'),
    address1: 'Riverside Walk',
    address2: 'The Embankment',
    town: 'Twickenham',
    area: 'London',
    postcode: 'TW1 3DY',
    // No coordinates: excluded from map search (spec §3).
    latitude: null,
    longitude: null,
    openingTimes: thamesideHours,
    activitiesV2MigrationDate: '2025-01-06',
    campsAndCoursesEnabled: false,
    footerHtml: footerHtml({
      name: 'Thameside Tennis &amp; Fitness',
      address: 'Riverside Walk, The Embankment, Twickenham, London, TW1 3DY',
      phone: '020 7946 0303',
      hours: thamesideHours,
      link: { href: 'https://www.riversideleisure.example/thameside', text: 'Court booking rules' },
    }),
    createdAt: seededAt,
  },
];
