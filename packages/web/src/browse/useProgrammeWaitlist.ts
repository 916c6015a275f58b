import { bookingMutations, setLoginModalOpen, type ProgrammeKind } from '@courtside/core';
import type { ProgrammeDetailsProps } from '@courtside/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../account/session';
import { useAuthUser } from '../account/useAccount';
import { useApp } from '../app/context';
import { useToastedMutation } from '../hooks/useToastedMutation';

/**
 * A full camp's or course's Join and Leave waitlist, as a full session's button (spec §4, §7, the §8 toasts): a visitor
 * gets the login modal; the member is whom the call acts for (spec §6). Each success reloads the page's read.
 */
export function useProgrammeWaitlist(kind: ProgrammeKind) {
  const { api, system } = useApp();
  const { token, selectedUserId } = useSession();
  const userId = useAuthUser().data?.id ?? null;
  const queryClient = useQueryClient();
  const join = useToastedMutation(bookingMutations.joinWaitlist(api, queryClient));
  const leave = useToastedMutation(bookingMutations.leaveWaitlist(api, queryClient));
  const act = (programmeId: string, action: 'join' | 'leave') => {
    if (!token) return setLoginModalOpen(system, true);
    // Signed in, the account still loading: the press is not taken for a visitor's (no login modal).
    if (userId === null) return;
    const target = { id: programmeId, userId: selectedUserId ?? userId, programme: kind };
    (action === 'join' ? join : leave).mutate(target);
  };
  /** The details page's props with the waitlist button wired, when the camp or course offers its waitlist. */
  const wire = (details: ProgrammeDetailsProps, programmeId: string): ProgrammeDetailsProps => {
    const action = details.booking.waitlist;
    return action ? { ...details, onWaitlist: () => act(programmeId, action), waitlistPending: join.isPending || leave.isPending } : details;
  };
  return { wire };
}
