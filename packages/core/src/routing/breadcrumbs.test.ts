import { describe, expect, it } from 'vitest';
import { browseTrail, trailActivity, type TrailNames } from './breadcrumbs';

const names: TrailNames = {
  venue: 'Riverside Aquatics Centre',
  activity: { name: 'Yoga', parent: { name: 'Fitness classes', slug: 'fitness-classes' } },
  date: (slug) => `day ${slug}`,
};

describe('browseTrail (spec §2 breadcrumbs)', () => {
  it('reads Home › venue › parent › activity › date on a time-slot page', () => {
    expect(browseTrail({ venueSlug: 'riverside', activitySlug: 'yoga', dateSlug: '2026-12-01' }, names)).toEqual([
      { label: 'Riverside Aquatics Centre', href: '/location/riverside' },
      { label: 'Fitness classes', href: '/location/riverside/fitness-classes' },
      { label: 'Yoga', href: '/location/riverside/yoga' },
      { label: 'day 2026-12-01', href: '/location/riverside/yoga/2026-12-01' },
    ]);
  });

  it('stops at the page: a venue, an activity without a parent', () => {
    expect(browseTrail({ venueSlug: 'riverside' }, names)).toEqual([{ label: 'Riverside Aquatics Centre', href: '/location/riverside' }]);
    expect(browseTrail({ venueSlug: 'riverside', activitySlug: 'swimming' }, { ...names, activity: { name: 'Swimming', parent: null } })).toEqual([
      { label: 'Riverside Aquatics Centre', href: '/location/riverside' },
      { label: 'Swimming', href: '/location/riverside/swimming' },
    ]);
  });

  it('leaves out names still loading, never shows a slug, and ignores a bad date', () => {
    expect(browseTrail({ venueSlug: 'riverside', activitySlug: 'yoga', dateSlug: '2026-12-01' }, { ...names, venue: null, activity: null })).toEqual([
      { label: 'day 2026-12-01', href: '/location/riverside/yoga/2026-12-01' },
    ]);
    expect(browseTrail({ venueSlug: 'riverside', activitySlug: 'yoga', dateSlug: 'soon' }, names)?.at(-1)?.label).toBe('Yoga');
  });

  it('names an activity from its own list, or a parent category from its children', () => {
    const yoga = { slug: 'yoga', name: 'Yoga', parent: { name: 'Fitness classes', slug: 'fitness-classes' } };
    expect(trailActivity([yoga], 'yoga')).toEqual({ name: 'Yoga', parent: { name: 'Fitness classes', slug: 'fitness-classes' } });
    expect(trailActivity([yoga], 'fitness-classes')).toEqual({ name: 'Fitness classes', parent: null });
    expect(trailActivity([yoga], 'swimming')).toBeNull();
    expect(trailActivity(undefined, 'yoga')).toBeNull();
  });

  it('is null off the browse pages', () => {
    expect(browseTrail({}, names)).toBeNull();
  });
});
