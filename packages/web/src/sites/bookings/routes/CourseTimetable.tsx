import type { CrumbHandle } from '../../../app/crumbHandle';
import { ProgrammeTrail } from '../../../browse/ProgrammeTrail';
import { ProgrammeListPage } from '../../../browse/ProgrammePages';

export const handle: CrumbHandle = { Trail: ProgrammeTrail, title: (t) => t('courses:browse.course.timetable') };

/** Spec §2 /courses/location/{venueSlug}/{activitySlug}/timetable: the category's courses by the month and week they start. */
export function Component() {
  return <ProgrammeListPage kind="course" view="timetable" />;
}
