import {
  fetchAuthUser,
  fetchLinkedUsers,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  updateUserDetails,
  verifyEmail,
  uploadProfilePhoto,
  removeProfilePhoto,
  fetchAccountMemberships,
  fetchAccountFairUse,
  fetchAccountPackages,
  fetchGuestPasses,
} from '../api/account.api';
import { fetchBookingPass, fetchOrderPasses } from '../api/passes.api';
import type { ApiClient } from '../api/createApiClient';
import type { ForgottenPasswordBody, LoginBody, ProfilePhotoBody, RegisterBody, ResetPasswordBody, UserDetailsBody, VerifyEmailBody } from '../contract/user';
import { queryKeys } from './queryKeys';

/** Spec §9 "Session and login polls every 5000 ms". */
export const SESSION_POLL_MS = 5000;
/** Spec §9 "login attempts delayed 250 ms". */
export const LOGIN_DELAY_MS = 250;

/** Waits `ms`; injected because core reads no clock or timer of its own. */
export type Sleep = (ms: number) => Promise<void>;

/** Query-core option factories for the account reads (spec §7 Account). */
export const accountQueries = {
  /** A booking's pass (its customer, a linked user or staff), kept with the account's reads, so it goes with a logout. */
  bookingPass: (api: ApiClient, bookingId: number) => ({
    queryKey: queryKeys.bookingPass(bookingId),
    queryFn: () => fetchBookingPass(api, bookingId),
    retry: false,
    throwOnError: false,
  }),
  /** The passes of an order's confirmed bookings (its buyer or staff). */
  orderPasses: (api: ApiClient, orderId: number) => ({
    queryKey: queryKeys.orderPasses(orderId),
    queryFn: () => fetchOrderPasses(api, orderId),
    retry: false,
    throwOnError: false,
  }),
  /**
   * GET /api/auth/user, only with a token, re-checked every 5 s (spec §4 Login, §9); a part of the page that shows up
   * meanwhile reads the last check (the one a page carries included) rather than asking again. Logging in or out
   * reloads it at once (core's keysToInvalidate).
   */
  authUser: (api: ApiClient, token: string | null) => ({
    queryKey: queryKeys.authUser(),
    queryFn: () => fetchAuthUser(api),
    enabled: Boolean(token),
    refetchInterval: SESSION_POLL_MS,
    staleTime: SESSION_POLL_MS,
    retry: false,
  }),
  /** GET /api/v1/users/{id}/linked for the signed-in user; fresh as long as the login check, and reloaded with it. */
  linkedUsers: (api: ApiClient, userId: number | null | undefined) => ({
    queryKey: queryKeys.linkedUsers(userId ?? 0),
    queryFn: () => fetchLinkedUsers(api, userId ?? 0),
    enabled: Boolean(userId),
    staleTime: SESSION_POLL_MS,
    retry: false,
  }),
  /** GET /api/v1/account/memberships, while signed in. */
  memberships: (api: ApiClient, token: string | null) => ({
    queryKey: queryKeys.accountHoldings('memberships'),
    queryFn: () => fetchAccountMemberships(api),
    enabled: Boolean(token),
  }),
  /** GET /api/v1/account/fair-use, while signed in (any booking change may change it: the account root). */
  fairUse: (api: ApiClient, token: string | null) => ({
    queryKey: queryKeys.accountHoldings('fair-use'),
    queryFn: () => fetchAccountFairUse(api),
    enabled: Boolean(token),
  }),
  /** GET /api/v1/account/packages, while signed in. */
  packages: (api: ApiClient, token: string | null) => ({
    queryKey: queryKeys.accountHoldings('packages'),
    queryFn: () => fetchAccountPackages(api),
    enabled: Boolean(token),
  }),
  /** GET /api/v1/account/guest-passes, while signed in (its meta says whether the page is offered at all). */
  guestPasses: (api: ApiClient, token: string | null) => ({
    queryKey: queryKeys.accountHoldings('guest-passes'),
    queryFn: () => fetchGuestPasses(api),
    enabled: Boolean(token),
  }),
};

/** Mutation factories for the account calls; the app applies the §4 reloads on success. */
export const accountMutations = {
  /** Spec §9: a login attempt is sent after 250 ms. */
  login: (api: ApiClient, sleep: Sleep, as: 'customer' | 'staff' = 'customer') => ({
    mutationFn: async (body: LoginBody) => {
      await sleep(LOGIN_DELAY_MS);
      return login(api, body, as);
    },
  }),
  logout: (api: ApiClient) => ({ mutationFn: () => logout(api) }),
  register: (api: ApiClient, onboardingType?: string) => ({
    mutationFn: (body: RegisterBody) => register(api, body, onboardingType),
  }),
  forgottenPassword: (api: ApiClient) => ({ mutationFn: (body: ForgottenPasswordBody) => requestPasswordReset(api, body) }),
  resetPassword: (api: ApiClient) => ({ mutationFn: (body: ResetPasswordBody) => resetPassword(api, body) }),
  updateUserDetails: (api: ApiClient) => ({ mutationFn: (body: UserDetailsBody) => updateUserDetails(api, body) }),
  verifyEmail: (api: ApiClient) => ({ mutationFn: (body: VerifyEmailBody) => verifyEmail(api, body) }),
  uploadProfilePhoto: (api: ApiClient) => ({ mutationFn: (body: ProfilePhotoBody) => uploadProfilePhoto(api, body) }),
  removeProfilePhoto: (api: ApiClient) => ({ mutationFn: () => removeProfilePhoto(api) }),
};
