import type { BrowseListItem, OccurrenceSummary } from './browseSession';

const zoned = (local: string, utc: string) => ({ utc, local, timezone: 'Europe/London' });

/** A camelised occurrence summary for tests: a bookable yoga class on 24 Nov 2026, 18:00-19:00 London (= UTC). */
export function summary(overrides: Partial<OccurrenceSummary> = {}): OccurrenceSummary {
  return {
    id: 'o'.repeat(34),
    name: 'Vinyasa Flow',
    duration: 60,
    bookingType: 'classes',
    templateName: 'Vinyasa Flow',
    startsAt: zoned('2026-11-24 18:00:00', '2026-11-24T18:00:00.000Z'),
    endsAt: zoned('2026-11-24 19:00:00', '2026-11-24T19:00:00.000Z'),
    status: 'bookable',
    bookingStrategy: 'sequential',
    price: { formatted: '£6.50', value: 650, currency: 'GBP' },
    priceIsEstimate: true,
    locations: [{ id: 3, names: ['Studio 1', 'Riverside Aquatics Centre'] }],
    locationName: 'Studio 1',
    friendlyLocationName: null,
    instructors: [{ id: 1, name: 'Priya Shah' }],
    restrictions: { prePurchaseWaiver: null, prePurchaseInduction: null, criteria: 'all' },
    allowAnonymousBookings: false,
    lastBookableAt: null,
    bookableAction: { action: 'book', message: null },
    waitlist: null,
    capacity: { maximum: 20, available: 12, consumed: 8 },
    tags: [{ id: 7, name: 'Beginner friendly' }],
    ...overrides,
  };
}

/** A browse list entry around {@link summary}. */
export const item = (id: string | number, overrides: Partial<OccurrenceSummary> = {}): BrowseListItem => ({ id, occurrence: summary(overrides) });
