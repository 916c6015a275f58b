import { attendeeList, formatLocalDate, myAccountPaths, venueDateSlug } from '@courtside/core';
import type { AttendeeView } from '@courtside/ui';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/useNow';
import { useAuthUser, useLinkedUsers } from './useAccount';

/**
 * Spec §2 /attendees: the signed-in customer and the people linked to them as ui's views (core's `attendeeList`), the
 * customer's own card linking to My details, the one place the account edits a record. `detailsHref` is My details as
 * a link from the site the page is on.
 */
export function useAttendees(detailsHref: string = myAccountPaths.userDetails()): {
  state: 'loading' | 'error' | 'ready';
  retry: () => void;
  attendees: AttendeeView[];
} {
  const { t } = useTranslation();
  const user = useAuthUser();
  const linked = useLinkedUsers(user.data?.id);
  // An age is counted on the customer's own calendar day.
  const today = venueDateSlug(useNow(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const a = (key: string, options?: Record<string, unknown>) => t(`account.myAccount.attendees.${key}`, options);
  const people = user.data && linked.data ? attendeeList(user.data, linked.data, today) : [];
  return {
    state: user.isError || linked.isError ? 'error' : people.length > 0 ? 'ready' : 'loading',
    retry: () => {
      void user.refetch();
      void linked.refetch();
    },
    attendees: people.map((person) => ({
      id: person.id,
      name: person.name,
      isSelf: person.isSelf,
      relationship: person.relationship ? t(`account.myAccount.details.relationships.${person.relationship}`) : '',
      // A date of birth is a calendar date, not an instant: shown as the day it names.
      dateOfBirth: person.dateOfBirth ? formatLocalDate(person.dateOfBirth, 'short') : '',
      age: person.age === null ? '' : a('years', { count: person.age }),
      editHref: person.isSelf ? detailsHref : null,
    })),
  };
}
