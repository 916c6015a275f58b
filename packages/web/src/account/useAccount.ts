import {
  accountMutations,
  accountQueries,
  actingForId,
  basketSourceFor,
  bookingForOptions,
  dispatchLogin,
  loginFailureMessage,
  queryKeys,
  setLoginModalOpen,
  type AnySource,
  type LoginBody,
} from '@courtside/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApp } from '../app/context';
import { sleep } from '../hooks/sleep';
import { logOut } from './logOut';
import { useSession } from './session';


/** GET /api/auth/user while a token is held, re-checked every 5 s (spec §4 Login, §9). */
export function useAuthUser() {
  const { api } = useApp();
  const { token } = useSession();
  // useSessionSync answers its failures: a 403 drops the selected user, a 401 logs out (spec §8).
  return useQuery({ ...accountQueries.authUser(api, token), throwOnError: false });
}

/** The signed-in user is staff (front of house: their adds go to the till's basket, they serve any customer). */
export function useIsStaff(): boolean {
  return Boolean(useAuthUser().data?.staffRole);
}

/** Spec §6 source for a basket add: the page's own, or foh for staff at the till (core's basketSourceFor). */
export function useBasketSource(source: AnySource): AnySource {
  return basketSourceFor(source, useIsStaff());
}

/** GET /api/v1/users/{id}/linked for the signed-in user. */
export function useLinkedUsers(userId: number | undefined) {
  const { api } = useApp();
  const { token } = useSession();
  return useQuery(accountQueries.linkedUsers(api, token ? userId : null));
}

/** Whom bookings are for now: the linked user chosen under 'Booking for', else the signed-in user (null: nobody). */
export function useAttendee(): { id: number; name: string } | null {
  const { selectedUserId } = useSession();
  const user = useAuthUser();
  const linked = useLinkedUsers(user.data?.id);
  if (!user.data) return null;
  // Staff book for the customer they serve (the server names them as the selected user).
  if (user.data.staffRole && user.data.selectedUser) return { id: user.data.selectedUser.id, name: user.data.selectedUser.name };
  const options = bookingForOptions(user.data, linked.data ?? []);
  const id = actingForId(selectedUserId, options);
  const option = options.find((o) => o.id === id) ?? options[0]!;
  return { id: option.id, name: option.name };
}

/** Spec §4 Login: request, then success (token stored, modal closed) or failure (the §8 message). */
export function useLogin(onSuccess?: () => void, as: 'customer' | 'staff' = 'customer') {
  const { api, session, system } = useApp();
  const queryClient = useQueryClient();
  const { mutate } = useMutation(accountMutations.login(api, sleep, as));
  return useCallback(
    (credentials: LoginBody) => {
      dispatchLogin(session, { type: 'request' });
      mutate(credentials, {
        onSuccess: ({ token, user }) => {
          queryClient.setQueryData(queryKeys.authUser(), user);
          dispatchLogin(session, { type: 'success', token });
          setLoginModalOpen(system, false);
          onSuccess?.();
        },
        onError: (error) => dispatchLogin(session, { type: 'failure', message: loginFailureMessage(error) }),
      });
    },
    [mutate, queryClient, session, system, onSuccess],
  );
}

/** Log out: the server ends the session (a failure there still logs out here). */
export function useLogout() {
  const { api, session } = useApp();
  return useCallback(() => void logOut(api, session), [api, session]);
}

export { useOpenLogin } from './useOpenLogin';
