import { proxy } from 'valtio/vanilla';

/**
 * What the header shows of a signed-in session: the basket's count and total, and whether the user is staff or a
 * super user. Kept by
 * the signed-in shell (SignedInShell.tsx), whose code — the basket's and the account's reads — loads only once there is
 * a session, so a visitor's first load does not carry it; a visitor's header shows none of it.
 */
export interface SignedInState {
  basketCount: number;
  basketTotal: string;
  isStaff: boolean;
  /** A super user: the header links to the payment settings (core's staffMay). */
  configuresPayments: boolean;
}

declare module './context' {
  interface AppContextValue {
    signedIn: SignedInState;
  }
}

const nothingYet: SignedInState = { basketCount: 0, basketTotal: '', isStaff: false, configuresPayments: false };

export const createSignedInState = (): SignedInState => proxy({ ...nothingYet });

/** Back to what a visitor's header shows (the session ended). */
export const forgetSignedIn = (state: SignedInState): void => void Object.assign(state, nothingYet);
