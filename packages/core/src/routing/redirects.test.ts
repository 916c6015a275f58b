import { describe, expect, it } from 'vitest';
import { redirectToSelectedVenue, resolveShortRedirect } from './redirects';

describe('redirect to selected venue (spec §2)', () => {
  it.each([
    ['activity', 'pool', 'gym', '/location/pool'],
    ['activity', null, 'gym', '/location/gym'],
    ['course', undefined, 'gym', '/courses/location/gym'],
    ['camp', 'pool', null, '/camps/location/pool'],
  ] as const)('%s with path %s and selected %s goes to %s', (kind, path, selected, to) => {
    expect(redirectToSelectedVenue(kind, path, selected)).toEqual({ to, selectVenue: path || selected });
  });
  it.each([
    ['activity', 'Please select a venue before booking an activity'],
    ['course', 'Please select a venue before booking a course'],
    ['camp', 'Please select a venue before booking a camp'],
  ] as const)('without a venue, %s shows a toast and goes home', (kind, text) => {
    expect(redirectToSelectedVenue(kind, null, '')).toEqual({ to: '/', toast: { description: text, durationMs: 5000 } });
  });
});

describe('short redirects (spec §2)', () => {
  const missing = { to: '/', toast: { description: "We couldn't find the activity you are looking for", durationMs: 3000 } };
  it.each([
    [{ venueSlug: 'pool' }, { to: '/redirect-to-selected-venue', selectVenue: 'pool' }],
    [{ venueSlug: 'pool', activitySlug: 'swim' }, { to: '/location/pool/swim', selectVenue: 'pool' }],
    [{ venueSlug: 'pool', activitySlug: 'swim', dateSlug: '2026-11-23' }, { to: '/location/pool/swim/2026-11-23', selectVenue: 'pool' }],
    [{ venueSlug: 'pool', activitySlug: 'swim', dateSlug: '2026-11-23', type: 'lanes' }, { to: '/location/pool/swim/2026-11-23/lanes', selectVenue: 'pool' }],
    [{}, missing],
    [{ venueSlug: 'pool', activitySlug: '' }, missing],
    [{ venueSlug: 'pool', activitySlug: 'swim', dateSlug: '' }, missing],
    [{ venueSlug: 'pool', type: 'lanes' }, missing],
  ])('%o', (params, decision) => expect(resolveShortRedirect(params)).toEqual(decision));
});
