import type { ForgottenPasswordBody, LoginBody, ProfilePhotoBody, RegisterBody, ResetPasswordBody, UserDetailsBody, VerifyEmailBody } from '../contract/user';
import { specMessages as messages } from '../errors/specMessages';
import { ApiError } from './apiError';
import type { ApiClient } from './createApiClient';

// Spec §7 Account calls, under /api/auth and /api/v1/users (ARCHITECTURE "Interfaces to keep stable").

/** POST /api/auth/customer/login: the session token and the signed-in user. */
export async function login(api: ApiClient, body: LoginBody, as: 'customer' | 'staff' = 'customer') {
  // Staff have their own login (ours: front of house), answered the same way.
  return (await api.request(`/auth/${as}/login`, { method: 'POST', body, schema: 'loginResponseSchema' })).data;
}
export type AuthSession = Awaited<ReturnType<typeof login>>;
export type AuthUser = AuthSession['user'];
export type LinkedUser = AuthUser['linkedUsers'][number];

/** POST /api/auth/logout: ends the session the token names. */
export async function logout(api: ApiClient) {
  return (await api.request('/auth/logout', { method: 'POST', schema: 'logoutResponseSchema' })).data;
}

/** GET /api/auth/user: the signed-in user, with linked users and the selected user. */
export async function fetchAuthUser(api: ApiClient): Promise<AuthUser> {
  return (await api.request('/auth/user', { schema: 'authUserResponseSchema' })).data;
}

/** GET /api/v1/users/{id}/linked: the users `userId` may act for (spec §3, §6). */
export async function fetchLinkedUsers(api: ApiClient, userId: number): Promise<LinkedUser[]> {
  return (await api.request(`/v1/users/${userId}/linked`, { schema: 'linkedUsersResponseSchema' })).data;
}

/** POST /api/auth/customer/register?onboarding_type=: creates the customer and signs them in. */
export async function register(api: ApiClient, body: RegisterBody, onboardingType?: string): Promise<AuthSession> {
  const query = { onboarding_type: onboardingType };
  return (await api.request('/auth/customer/register', { method: 'POST', body, query, schema: 'loginResponseSchema' })).data;
}

/** POST /api/auth/customer/forgotten-password: the same answer whether or not an account matches. */
export async function requestPasswordReset(api: ApiClient, body: ForgottenPasswordBody): Promise<string> {
  const { data } = await api.request('/auth/customer/forgotten-password', { method: 'POST', body, schema: 'forgottenPasswordResponseSchema' });
  return data.message;
}

/** POST /api/auth/customer/reset-password: sets a new password with the emailed token. */
export async function resetPassword(api: ApiClient, body: ResetPasswordBody): Promise<string> {
  const { data } = await api.request('/auth/customer/reset-password', { method: 'POST', body, schema: 'resetPasswordResponseSchema' });
  return data.message;
}

/** PUT /api/auth/user: saves the customer's My details and answers the record as saved. */
export async function updateUserDetails(api: ApiClient, body: UserDetailsBody): Promise<AuthUser> {
  return (await api.request('/auth/user', { method: 'PUT', body, schema: 'userDetailsResponseSchema' })).data;
}

/** PUT /api/auth/user/photo (ours): the signed-in customer's profile photo, answered with their user. */
export async function uploadProfilePhoto(api: ApiClient, body: ProfilePhotoBody): Promise<AuthUser> {
  return (await api.request('/auth/user/photo', { method: 'PUT', body, schema: 'userDetailsResponseSchema' })).data;
}

/** DELETE /api/auth/user/photo (ours): removes the profile photo. */
export async function removeProfilePhoto(api: ApiClient): Promise<AuthUser> {
  return (await api.request('/auth/user/photo', { method: 'DELETE', schema: 'userDetailsResponseSchema' })).data;
}

/** POST /api/auth/customer/verify-email: confirms a new email address with the token its link carries. */
export async function verifyEmail(api: ApiClient, body: VerifyEmailBody): Promise<string> {
  const { data } = await api.request('/auth/customer/verify-email', { method: 'POST', body, schema: 'verifyEmailResponseSchema' });
  return data.message;
}

/** GET /api/v1/account/memberships (ours): the memberships the signed-in customer holds, with state and renewal. */
export async function fetchAccountMemberships(api: ApiClient) {
  return (await api.request('/v1/account/memberships', { schema: 'accountMembershipsResponseSchema' })).data;
}
export type AccountMembership = Awaited<ReturnType<typeof fetchAccountMemberships>>[number];

/** GET /api/v1/account/fair-use (ours): the signed-in customer's no-shows and any pause of online booking they bring. */
export async function fetchAccountFairUse(api: ApiClient) {
  return (await api.request('/v1/account/fair-use', { schema: 'accountFairUseResponseSchema' })).data;
}
export type AccountFairUse = Awaited<ReturnType<typeof fetchAccountFairUse>>;

/** GET /api/v1/account/packages (ours): the packages the signed-in customer bought, with usages left and expiry. */
export async function fetchAccountPackages(api: ApiClient) {
  return (await api.request('/v1/account/packages', { schema: 'accountPackagesResponseSchema' })).data;
}
export type AccountPackage = Awaited<ReturnType<typeof fetchAccountPackages>>[number];

/**
 * GET /api/v1/account/guest-passes (ours): the customer's guest passes, whether any venue offers them online, and the
 * venues selling them online (price, days valid).
 */
export async function fetchGuestPasses(api: ApiClient) {
  const { data, meta } = await api.request('/v1/account/guest-passes', { schema: 'guestPassesResponseSchema' });
  return { passes: data, enabled: meta.enabled, offers: meta.offers };
}
export type GuestPassOffer = Awaited<ReturnType<typeof fetchGuestPasses>>['offers'][number];
export type GuestPass = Awaited<ReturnType<typeof fetchGuestPasses>>['passes'][number];

/** Spec §8 "Login failure: the server's message or 'User signed out'". */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message.trim()) return body.message;
  }
  return messages.userSignedOut;
}

/** Spec §8 "Password-reset failure: an error toast": the server's message, else the generic toast text. */
export function passwordResetFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return error.message;
  return messages.genericToast;
}

/**
 * Spec §2 /register: a logged-in user goes to the `redirect` query parameter, or to /. Only a
 * path on this site is followed (never another origin), so the parameter cannot send users away.
 */
export function redirectAfterLogin(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return '/';
  return redirect;
}
