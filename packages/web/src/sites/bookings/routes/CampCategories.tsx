import type { CrumbHandle } from '../../../app/crumbHandle';
import { ProgrammeTrail } from '../../../browse/ProgrammeTrail';
import { ProgrammeCategoriesPage } from '../../../browse/ProgrammePages';

export const handle: CrumbHandle = { Trail: ProgrammeTrail, title: (t) => t('courses:browse.camp.title') };

/** Spec §2 /camps/location/{venueSlug} (Book a camp): the camp categories at the venue. */
export function Component() {
  return <ProgrammeCategoriesPage kind="camp" />;
}
