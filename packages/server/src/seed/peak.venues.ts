import { demoThemeRow, footerHtml, openingWeek, seededAt, type VenueSeed } from './seedHelpers';

const poolHours = openingWeek(['06:30', '21:30'], ['07:30', '18:00'], ['08:00', '16:00']);
const matlockHours = openingWeek(['06:00', '22:00'], ['08:00', '20:00'], ['08:00', '20:00']);
const bakewellHours = openingWeek(['09:00', '20:00'], ['09:00', '17:00'], ['10:00', '16:00']);

/** Peak Active's venues (tenant 'peak'); names and themes are core's demo themes. */
export const peakVenues: VenueSeed[] = [
  {
    ...demoThemeRow('peak-district-pool'),
    address1: 'Pavilion Gardens',
    address2: "St John's Road",
    town: 'Buxton',
    area: 'Derbyshire',
    postcode: 'SK17 6XN',
    latitude: 53.2577,
    longitude: -1.9165,
    openingTimes: poolHours,
    activitiesV2MigrationDate: '2024-09-02',
    campsAndCoursesEnabled: false,
    footerHtml: footerHtml({
      name: 'Peak District Pool',
      address: "Pavilion Gardens, St John's Road, Buxton, Derbyshire, SK17 6XN",
      phone: '01632 960101',
      hours: poolHours,
      link: { href: 'https://www.peakactive.example/pool', text: 'Swimming timetable' },
    }),
    createdAt: seededAt,
  },
  {
    ...demoThemeRow('matlock-sports-centre'),
    address1: 'Causeway Lane',
    address2: null,
    town: 'Matlock',
    area: 'Derbyshire',
    postcode: 'DE4 3AR',
    latitude: 53.1386,
    longitude: -1.5556,
    openingTimes: matlockHours,
    activitiesV2MigrationDate: '2025-03-03',
    campsAndCoursesEnabled: null,
    footerHtml: footerHtml({
      name: 'Matlock Sports Centre',
      address: 'Causeway Lane, Matlock, Derbyshire, DE4 3AR',
      phone: '01632 960202',
      hours: matlockHours,
      link: { href: 'https://www.peakactive.example/matlock', text: 'Sports hall bookings' },
    }),
    createdAt: seededAt,
  },
  {
    ...demoThemeRow('bakewell-activity-hub'),
    address1: 'Granby Road',
    address2: null,
    town: 'Bakewell',
    area: 'Derbyshire',
    postcode: 'DE45 1ES',
    // No coordinates: excluded from map search (spec §3).
    latitude: null,
    longitude: null,
    openingTimes: bakewellHours,
    activitiesV2MigrationDate: '2024-01-08',
    campsAndCoursesEnabled: false,
    footerHtml: footerHtml({
      name: 'Bakewell Activity Hub',
      address: 'Granby Road, Bakewell, Derbyshire, DE45 1ES',
      phone: '01632 960303',
      hours: bakewellHours,
      link: { href: 'https://www.peakactive.example/bakewell', text: 'Holiday activities' },
    }),
    createdAt: seededAt,
  },
];
