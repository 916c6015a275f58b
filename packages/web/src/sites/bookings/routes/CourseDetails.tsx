import { useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { ProgrammeTrail } from '../../../browse/ProgrammeTrail';
import { ProgrammeDetailsPage } from '../../../browse/ProgrammePages';
import { useCourseDetails } from '../../../browse/useProgrammes';

export const handle: CrumbHandle = { Trail: ProgrammeTrail, title: (t) => t('courses:browse.course.details') };

/** Spec §2 /courses/location/{venueSlug}/{activitySlug}/timetable/{courseSlug} (course details). */
export function Component() {
  const { venueSlug = '', activitySlug = '', courseSlug = '' } = useParams();
  return <ProgrammeDetailsPage kind="course" read={useCourseDetails(venueSlug, activitySlug, courseSlug)} />;
}
