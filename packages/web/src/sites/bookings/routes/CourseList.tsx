import type { CrumbHandle } from '../../../app/crumbHandle';
import { ProgrammeTrail } from '../../../browse/ProgrammeTrail';
import { ProgrammeListPage } from '../../../browse/ProgrammePages';

export const handle: CrumbHandle = { Trail: ProgrammeTrail, title: (t) => t('courses:browse.course.choose') };

/** Spec §2 /courses/location/{venueSlug}/{activitySlug} (choose a course): the category's courses at the venue. */
export function Component() {
  return <ProgrammeListPage kind="course" view="list" />;
}
