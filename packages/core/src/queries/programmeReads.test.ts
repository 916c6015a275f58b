import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient';
import { catalogueKeys } from './catalogueQueries';
import { programmeReads } from './programmeReads';

const api = {} as ApiClient;

describe('programmeReads: the read a camp’s or course’s own page needs for its first view', () => {
  it('reads a camp by its slug within the page’s venue and category, on its details and booking pages', () => {
    const slugs = { venueSlug: 'riverside', activitySlug: 'multi-sport-camps', campSlug: 'summer' };
    const expected = catalogueKeys.campBySlug({ campSlug: 'summer', venueSlugs: ['riverside'], categorySlugs: ['multi-sport-camps'] });
    expect(programmeReads(api, '/camps/location/riverside/multi-sport-camps/summer/book', slugs)?.queryKey).toEqual(expected);
    expect(programmeReads(api, '/camps/location/riverside/multi-sport-camps/timetable/summer', slugs)?.queryKey).toEqual(expected);
  });

  it('reads a course by its slug as a customer online', () => {
    const read = programmeReads(api, '/courses/location/riverside/racket-courses/juniors/book', { venueSlug: 'riverside', activitySlug: 'racket-courses', courseSlug: 'juniors' });
    expect(read?.queryKey).toEqual(catalogueKeys.courseBySlug({ courseSlug: 'juniors', source: 'online' }));
  });

  it('reads nothing on a page naming no programme, or a camp page missing its venue or category', () => {
    expect(programmeReads(api, '/camps/location/riverside/multi-sport-camps', { venueSlug: 'riverside', activitySlug: 'multi-sport-camps' })).toBeNull();
    expect(programmeReads(api, '/camps/location/x/y/summer/book', { campSlug: 'summer' })).toBeNull();
    expect(programmeReads(api, '/location/riverside/yoga', { venueSlug: 'riverside', activitySlug: 'yoga', courseSlug: 'juniors' })).toBeNull();
    expect(programmeReads(api, '/courses/location/riverside/racket-courses/juniors/book', { campSlug: 'juniors' })).toBeNull();
  });
});
