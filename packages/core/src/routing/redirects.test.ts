import { describe, expect, it } from 'vitest';
import { leadsOn, pageRedirect, redirectToSelectedVenue, resolveShortRedirect } from './redirects';
import { matchSitePage } from './sitePages';

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

describe('the redirect the server answers a page that only leads on (spec §2)', () => {
  const facts = { venueSlugs: ['pool', 'gym'] };
  const at = (path: string, selected: string | null = null, known: { venueSlugs?: string[] } = facts) => pageRedirect(matchSitePage('bookings', path), known, selected);

  it.each([
    ['/pool', null, '/location/pool'],
    ['/pool', 'gym', '/location/pool'],
    ['/pool/swim', null, '/location/pool/swim'],
    ['/pool/swim/2026-11-23', null, '/location/pool/swim/2026-11-23'],
    ['/pool/swim/2026-11-23/lanes', null, '/location/pool/swim/2026-11-23/lanes'],
    ['/redirect-to-selected-venue', 'gym', '/location/gym'],
    ['/course-redirect-to-selected-venue', 'gym', '/courses/location/gym'],
    ['/camp-redirect-to-selected-venue', 'pool', '/camps/location/pool'],
  ])('%s with %s selected leads to %s, the page at the end of the way', (path, selected, to) => {
    expect(at(path, selected)).toBe(to);
  });

  it('leaves the way to the app when the venue is not the tenant’s or not known yet, or a toast is due on the way', () => {
    // Not the tenant's: the app shows not-found (the server answers it 404).
    expect(at('/closed-down/swim')).toBeNull();
    expect(at('/redirect-to-selected-venue', 'closed-down')).toBeNull();
    // The venues not read within the page's budget: nothing is known against the venue, nor for it.
    expect(at('/pool/swim', null, {})).toBeNull();
    // Nothing selected: 'Please select a venue before booking an activity', then home.
    expect(at('/redirect-to-selected-venue')).toBeNull();
    expect(at('/camp-redirect-to-selected-venue')).toBeNull();
  });

  it('is no redirect for a page with a view of its own', () => {
    for (const path of ['/', '/location/pool', '/location/pool/swim', '/basket', '/till']) {
      const page = matchSitePage('bookings', path);
      expect(page, path).not.toBeNull();
      expect(leadsOn(page!.pattern), path).toBe(false);
      expect(pageRedirect(page, facts, 'pool'), path).toBeNull();
    }
    expect(pageRedirect(null, facts, 'pool')).toBeNull();
    expect(leadsOn('/:venueSlug/:activitySlug')).toBe(true);
    expect(leadsOn('/redirect-to-selected-venue')).toBe(true);
  });
});
