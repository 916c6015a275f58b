import type { CrumbHandle } from '../../../app/crumbHandle';
import { ProgrammeTrail } from '../../../browse/ProgrammeTrail';
import { ProgrammeListPage } from '../../../browse/ProgrammePages';

export const handle: CrumbHandle = { Trail: ProgrammeTrail, title: (t) => t('courses:browse.camp.timetable') };

/** Spec §2 /camps/location/{venueSlug}/{activitySlug}/timetable: the category's camps by the month and week they start. */
export function Component() {
  return <ProgrammeListPage kind="camp" view="timetable" />;
}
