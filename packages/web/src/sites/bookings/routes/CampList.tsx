import type { CrumbHandle } from '../../../app/crumbHandle';
import { ProgrammeTrail } from '../../../browse/ProgrammeTrail';
import { ProgrammeListPage } from '../../../browse/ProgrammePages';

export const handle: CrumbHandle = { Trail: ProgrammeTrail, title: (t) => t('courses:browse.camp.choose') };

/** Spec §2 /camps/location/{venueSlug}/{activitySlug} (choose a camp): the category's camps at the venue. */
export function Component() {
  return <ProgrammeListPage kind="camp" view="list" />;
}
