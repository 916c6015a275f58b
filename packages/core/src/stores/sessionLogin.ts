import type { SessionState, SessionStore } from './sessionStore';

// Apart from the store (sessionStore.ts): a first view reads the session, only the pages that sign in load this.

/** Spec §4 Login's events: request, success (the token), failure (the message), and back to idle. */
export type LoginEvent = { type: 'request' } | { type: 'success'; token: string } | { type: 'failure'; message: string } | { type: 'reset' };

/** Spec §4 Login as a pure reducer: a success stores the token and starts acting for oneself. */
export function loginReducer(state: SessionState, event: LoginEvent): SessionState {
  switch (event.type) {
    case 'request':
      return { ...state, login: { status: 'requesting', error: null } };
    case 'success':
      return { ...state, token: event.token, selectedUserId: null, login: { status: 'success', error: null } };
    case 'failure':
      return { ...state, login: { status: 'failure', error: event.message } };
    case 'reset':
      return { ...state, login: { status: 'idle', error: null } };
  }
}

/** Applies a login event to the store (see {@link loginReducer}). */
export function dispatchLogin(store: SessionStore, event: LoginEvent): void {
  Object.assign(store, loginReducer(store, event));
}
