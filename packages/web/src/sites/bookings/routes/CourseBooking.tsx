import { useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { ProgrammeTrail } from '../../../browse/ProgrammeTrail';
import { ProgrammeBookingPage } from '../../../browse/ProgrammeBookingPage';
import { useCourseForBooking } from '../../../browse/useProgrammes';

export const handle: CrumbHandle = { Trail: ProgrammeTrail, title: (t) => t('courses:booking.courseTitle') };

/** Spec §2 /courses/location/{venueSlug}/{activitySlug}/{courseSlug}/book (course booking page). */
export function Component() {
  const { courseSlug = '' } = useParams();
  return <ProgrammeBookingPage kind="course" read={useCourseForBooking(courseSlug)} />;
}
