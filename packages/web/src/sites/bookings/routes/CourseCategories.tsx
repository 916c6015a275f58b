import type { CrumbHandle } from '../../../app/crumbHandle';
import { ProgrammeTrail } from '../../../browse/ProgrammeTrail';
import { ProgrammeCategoriesPage } from '../../../browse/ProgrammePages';

export const handle: CrumbHandle = { Trail: ProgrammeTrail, title: (t) => t('courses:browse.course.title') };

/** Spec §2 /courses/location/{venueSlug} (Book a course): the course categories at the venue. */
export function Component() {
  return <ProgrammeCategoriesPage kind="course" />;
}
