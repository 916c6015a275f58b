import { AttendeesOrLogIn } from '../../../account/AttendeesPage';
import type { CrumbHandle } from '../../../app/crumbHandle';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.attendees.title') };

/** Spec §2 bookings /attendees: the people the customer books for; a visitor is asked to log in. */
export function Component() {
  return <AttendeesOrLogIn />;
}
