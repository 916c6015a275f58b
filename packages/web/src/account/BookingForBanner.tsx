import { actingForId, bookingForOptions, selectUser, showsBookingFor } from '@courtside/core';
import { SelectUserBanner } from '@courtside/ui';
import { useEffect } from 'react';
import { useApp } from '../app/context';
import { useSession } from './session';
import { useAuthUser, useLinkedUsers } from './useAccount';

/**
 * Spec §2 'Booking for' / 'Select user' banner for a customer with linked users. Choosing a user
 * makes later calls act for them (X-Selected-User-Id); useSessionSync runs the §4 reloads.
 */
export function BookingForBanner() {
  const { session } = useApp();
  const { token, selectedUserId } = useSession();
  const user = useAuthUser();
  const linked = useLinkedUsers(user.data?.id);
  const options = user.data && linked.data ? bookingForOptions(user.data, linked.data) : [];
  const acting = actingForId(selectedUserId, options);
  // Staff at the till serve a customer who is no linked user of theirs: their choice is the till's (TillPage).
  const stale = !user.data?.staffRole && linked.isSuccess && selectedUserId !== null && acting !== selectedUserId;
  useEffect(() => {
    if (stale) selectUser(session, null);
  }, [stale, session]);
  if (!token || !user.data || !showsBookingFor(linked.data)) return null;
  const ownId = user.data.id;
  return <SelectUserBanner options={options} selectedId={acting} onSelect={(id) => selectUser(session, id, ownId)} />;
}
