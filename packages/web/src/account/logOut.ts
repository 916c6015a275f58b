import { accountMutations, signOut, type ApiClient, type SessionStore } from '@courtside/core';

/** Log out: the server ends the session (a failure there still logs out here). */
export async function logOut(api: ApiClient, session: SessionStore): Promise<void> {
  await accountMutations
    .logout(api)
    .mutationFn()
    .catch(() => undefined);
  signOut(session);
}
