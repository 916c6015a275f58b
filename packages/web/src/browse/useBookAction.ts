import { activityMutations, bookingsPaths, keysToInvalidate, messages, setLoginModalOpen, type BrowseSession, type OccurrenceButton } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../account/session';
import { useAuthUser } from '../account/useAccount';
import { useApp } from '../app/context';

type Action = Exclude<OccurrenceButton['kind'], 'disabled'>;

/**
 * A session's action button (spec §4). Visitors get the login modal; a logged-in customer's Book adds the session
 * to their basket through core's mutation (spec §7 new cart API) and sees the server's message if it fails.
 */
export function useBookAction() {
  const { api, system, toasts } = useApp();
  const { token } = useSession();
  const userId = useAuthUser().data?.id ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | number | null>(null);
  const add = useMutation({
    ...activityMutations.addToBasket(api, { userId: userId ?? 0, source: 'online' }),
    onSuccess: () => {
      toasts.add({ description: messages.cartAdded, tone: 'success' });
      for (const queryKey of keysToInvalidate('cartChanged')) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error: Error) => toasts.add({ description: error.message || messages.genericToast, tone: 'danger' }),
    onSettled: () => setPendingId(null),
  });
  const act = (session: BrowseSession, kind: Action) => {
    if (!token || userId === null) return setLoginModalOpen(system, true);
    if (kind === 'cancelReservation') return void navigate(bookingsPaths.basket());
    if (kind !== 'book') return;
    setPendingId(session.id);
    add.mutate([{ purchasableId: session.occurrence.id, purchasableType: 'occurrence', quantity: 1 }]);
  };
  return { act, pendingId };
}
