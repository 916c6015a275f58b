import { AttendeesContent } from '../../../account/AttendeesPage';
import type { CrumbHandle } from '../../../app/crumbHandle';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.attendees.title') };

/** Spec §2 /attendees in the my-account frame: the customer and the people linked to them. */
export function Component() {
  return <AttendeesContent />;
}
