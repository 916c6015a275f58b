import { useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { ProgrammeTrail } from '../../../browse/ProgrammeTrail';
import { ProgrammeBookingPage } from '../../../browse/ProgrammeBookingPage';
import { useCampForBooking } from '../../../browse/useProgrammes';

export const handle: CrumbHandle = { Trail: ProgrammeTrail, title: (t) => t('courses:booking.campTitle') };

/** Spec §2 /camps/location/{venueSlug}/{activitySlug}/{campSlug}/book (camp booking page). */
export function Component() {
  const { venueSlug = '', activitySlug = '', campSlug = '' } = useParams();
  return <ProgrammeBookingPage kind="camp" read={useCampForBooking(venueSlug, activitySlug, campSlug)} />;
}
