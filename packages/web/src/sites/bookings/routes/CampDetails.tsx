import { useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { ProgrammeTrail } from '../../../browse/ProgrammeTrail';
import { ProgrammeDetailsPage } from '../../../browse/ProgrammePages';
import { useCampDetails } from '../../../browse/useProgrammes';

export const handle: CrumbHandle = { Trail: ProgrammeTrail, title: (t) => t('courses:browse.camp.details') };

/** Spec §2 /camps/location/{venueSlug}/{activitySlug}/timetable/{campSlug} (camp details). */
export function Component() {
  const { venueSlug = '', activitySlug = '', campSlug = '' } = useParams();
  return <ProgrammeDetailsPage kind="camp" read={useCampDetails(venueSlug, activitySlug, campSlug)} />;
}
