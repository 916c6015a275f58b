import { activityMutations, bookingMutations, bookingsPaths, invalidateKeys, keysToInvalidate, messages, setLoginModalOpen, type BrowseSession, type OccurrenceButton } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../account/session';
import { useAuthUser, useBasketSource } from '../account/useAccount';
import { useApp } from '../app/context';
import { sleep } from '../hooks/sleep';
import { useToastedMutation } from '../hooks/useToastedMutation';
import { useCancelBooking } from './useCancelBooking';

type Action = Exclude<OccurrenceButton['kind'], 'disabled'>;

/**
 * A session's action button (spec §4). Visitors get the login modal. A logged-in customer's Book adds the session to
 * their basket (spec §7 new cart API); Join and Leave waitlist call the §7 waitlist with the §8 toasts; Cancel
 * booking asks first (`cancelDialog`); Cancel reservation goes to the basket. Each success reloads per spec §4.
 */
export function useBookAction(options: { asks?: (session: BrowseSession) => boolean; ask?: (session: BrowseSession) => void } = {}) {
  const { api, system, toasts } = useApp();
  const { token, selectedUserId } = useSession();
  const authUser = useAuthUser();
  const userId = authUser.data?.id ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | number | null>(null);
  const done = () => setPendingId(null);
  const added = () => {
    toasts.add({ description: messages.cartAdded, tone: 'success' });
    void invalidateKeys(queryClient, keysToInvalidate('cartChanged'));
  };
  const source = useBasketSource('online');
  const basketTarget = activityMutations.addToBasket(api, { userId: userId ?? 0, source }, sleep);
  const add = useMutation({
    ...basketTarget,
    onSuccess: added,
    onError: (error: Error) => toasts.add({ description: error.message || messages.genericToast, tone: 'danger' }),
    onSettled: done,
  });
  // Adds from the booking dialog: a refusal is shown in the dialog, not as a toast.
  const addChosen = useMutation({ ...basketTarget, onSuccess: added });
  const addWith = (session: BrowseSession, choice: { ticketId?: string }) =>
    addChosen.mutateAsync([{ purchasableId: session.occurrence.id, purchasableType: 'occurrence', quantity: 1, ...choice }]);
  const join = useToastedMutation(bookingMutations.joinWaitlist(api, queryClient), done);
  const leave = useToastedMutation(bookingMutations.leaveWaitlist(api, queryClient), done);
  const cancelling = useCancelBooking(done);
  // A press made while a signed-in customer's account is still loading waits for it, then goes on (or asks them to log
  // in if the token turns out to be no good) — it is never taken for a visitor's.
  const waiting = useRef<{ session: BrowseSession; kind: Action } | null>(null);
  const loading = Boolean(token) && userId === null && !authUser.isError;
  const act = (session: BrowseSession, kind: Action) => {
    if (loading) {
      waiting.current = { session, kind };
      return setPendingId(session.id);
    }
    if (!token || userId === null) return setLoginModalOpen(system, true);
    if (kind === 'cancelReservation') return void navigate(bookingsPaths.basket());
    setPendingId(session.id);
    // Spec §7: the occurrence's v2 id picks the members path; the member is whom the call acts for (spec §6).
    const target = { id: session.occurrence.id, userId: selectedUserId ?? userId };
    if (kind === 'joinWaitlist') return join.mutate(target);
    if (kind === 'leaveWaitlist') return leave.mutate(target);
    if (kind === 'cancelBooking') return cancelling.start(session);
    if (options.asks?.(session) && options.ask) {
      done();
      return options.ask(session);
    }
    add.mutate([{ purchasableId: session.occurrence.id, purchasableType: 'occurrence', quantity: 1 }]);
  };
  const pressWaiting = useEffectEvent(() => {
    const pressed = waiting.current;
    if (loading || !pressed) return;
    waiting.current = null;
    done();
    act(pressed.session, pressed.kind);
  });
  useEffect(() => pressWaiting(), [loading]);
  return { act, addWith, pendingId, cancelDialog: cancelling.dialog };
}
