import { describe, expect, it } from 'vitest';
import { programmeTrail, type ProgrammeTrailNames } from './programmeTrail';

const names: ProgrammeTrailNames = { venue: 'Riverside', section: 'Camps', category: 'Multi-sport camps', programme: 'Summer Camp', timetable: null };

describe('programmeTrail (spec §2 breadcrumbs: home → venue → camps/courses → category → camp)', () => {
  it('runs down to a camp’s details', () => {
    expect(programmeTrail('camp', { venueSlug: 'riverside', activitySlug: 'multi', campSlug: 'summer' }, names)).toEqual([
      { label: 'Riverside', href: '/location/riverside' },
      { label: 'Camps', href: '/camps/location/riverside' },
      { label: 'Multi-sport camps', href: '/camps/location/riverside/multi' },
      { label: 'Summer Camp', href: '/camps/location/riverside/multi/timetable/summer' },
    ]);
  });
  it('names the timetable on its own page, and a course’s pages by the course paths', () => {
    const course = { ...names, section: 'Courses', category: 'Swimming', programme: 'Improvers', timetable: 'Timetable' };
    expect(programmeTrail('course', { venueSlug: 'riverside', activitySlug: 'swim' }, course)).toEqual([
      { label: 'Riverside', href: '/location/riverside' },
      { label: 'Courses', href: '/courses/location/riverside' },
      { label: 'Swimming', href: '/courses/location/riverside/swim' },
      { label: 'Timetable', href: '/courses/location/riverside/swim/timetable' },
    ]);
    expect(programmeTrail('course', { venueSlug: 'riverside', activitySlug: 'swim', courseSlug: 'improvers' }, course).at(-1)).toEqual({
      label: 'Improvers',
      href: '/courses/location/riverside/swim/timetable/improvers',
    });
  });
  it('stops at the section on the venue’s page, leaves out names still loading, and is empty without a venue', () => {
    expect(programmeTrail('camp', { venueSlug: 'riverside' }, names).map((c) => c.label)).toEqual(['Riverside', 'Camps']);
    const loading = { ...names, venue: null, category: null, programme: null };
    expect(programmeTrail('camp', { venueSlug: 'riverside', activitySlug: 'multi', campSlug: 'summer' }, loading).map((c) => c.label)).toEqual(['Camps']);
    expect(programmeTrail('camp', {}, names)).toEqual([]);
  });
});
