import { messages } from '../errors/messages';
import { authorizeOutcome, type AuthorizeResponse } from './authorizeOutcome';

/** Spec §4 Payment states. */
export type PaymentStatus =
  | 'idle'
  | 'preparing'
  | 'prepare_failed'
  | 'ready'
  | 'authorizing'
  | 'authorized'
  | 'sca_required'
  | 'sca_processing'
  | 'completing'
  | 'completed'
  | 'failed';

/** Spec §3 Payment-session data. */
export interface PaymentSessionState {
  paymentProvider: string | null;
  paymentSessionId: string | null;
  clientSecret: string | null;
  transactionId: string | null;
  scaData: unknown;
  returnUrl: string | null;
  successUrl: string | null;
  terms: string | null;
}

/** Spec §4 Payment: the state, its session data, the error shown and the completed order's id. */
export interface PaymentState {
  status: PaymentStatus;
  session: PaymentSessionState;
  error: string | null;
  orderId: string | number | null;
}

/** Spec §4 Payment: everything that can happen to a payment. */
export type PaymentEvent =
  | { type: 'prepareStarted' }
  | { type: 'prepareSucceeded'; session: Partial<Omit<PaymentSessionState, 'transactionId' | 'scaData'>> }
  | { type: 'prepareFailed'; error: string }
  | { type: 'authorizeStarted' }
  | { type: 'sessionRenewed'; session: Partial<Omit<PaymentSessionState, 'transactionId' | 'scaData'>> }
  | { type: 'authorizeResponded'; response: AuthorizeResponse }
  | { type: 'authorizeFailed'; error: string }
  | { type: 'scaStarted' }
  | { type: 'scaResponded'; result: string; scaData?: unknown }
  | { type: 'scaFailed'; error: string }
  | { type: 'scaCleared' }
  | { type: 'completeStarted' }
  | { type: 'completeSucceeded'; orderId: string | number | null }
  | { type: 'completeFailed'; error: string }
  | { type: 'reset' };

const allStatuses: readonly PaymentStatus[] = [
  'idle', 'preparing', 'prepare_failed', 'ready', 'authorizing', 'authorized',
  'sca_required', 'sca_processing', 'completing', 'completed', 'failed',
];

/** Spec §3: a session with no data. */
export const emptyPaymentSession: PaymentSessionState = {
  paymentProvider: null,
  paymentSessionId: null,
  clientSecret: null,
  transactionId: null,
  scaData: null,
  returnUrl: null,
  successUrl: null,
  terms: null,
};

/** Spec §4: where every payment starts and where reset returns. */
export const initialPaymentState: PaymentState = { status: 'idle', session: emptyPaymentSession, error: null, orderId: null };

type Transition<E extends PaymentEvent> = { from: readonly PaymentStatus[]; to: (state: PaymentState, event: E) => PaymentState };
type Transitions = { [K in PaymentEvent['type']]: Transition<Extract<PaymentEvent, { type: K }>> };

const fail = (state: PaymentState, error: string, clearSession: boolean): PaymentState => ({
  ...state,
  status: 'failed',
  error,
  session: clearSession ? emptyPaymentSession : state.session,
});

function afterAuthorize(state: PaymentState, response: AuthorizeResponse): PaymentState {
  const outcome = authorizeOutcome(response);
  if (outcome.kind === 'failed') return fail(state, outcome.message, true);
  const session = {
    ...state.session,
    transactionId: outcome.transactionId,
    clientSecret: response.clientSecret ?? state.session.clientSecret,
    returnUrl: response.returnUrl ?? state.session.returnUrl,
  };
  if (outcome.kind === 'authorized') return { ...state, status: 'authorized', session };
  return { ...state, status: 'sca_required', session: { ...session, scaData: response.scaData ?? null } };
}

/** Spec §4 Payment transitions: which states each event leaves, and the state it leads to. */
export const paymentTransitions: Transitions = {
  prepareStarted: {
    from: ['idle', 'prepare_failed', 'failed'],
    to: (s) => ({ ...s, status: 'preparing', error: null, session: emptyPaymentSession, orderId: null }),
  },
  prepareSucceeded: {
    from: ['preparing'],
    to: (s, e) => ({ ...s, status: 'ready', session: { ...emptyPaymentSession, ...e.session } }),
  },
  prepareFailed: { from: ['preparing'], to: (s, e) => ({ ...s, status: 'prepare_failed', error: e.error }) },
  // Paying again after a failed authorisation starts from 'failed' (the spent session is renewed while authorising);
  // a failed completion keeps its transaction and is replayed instead (completeStarted), never authorised twice.
  authorizeStarted: {
    from: ['ready', 'failed'],
    to: (s) => (s.status === 'failed' && s.session.transactionId ? s : { ...s, status: 'authorizing', error: null }),
  },
  sessionRenewed: { from: ['authorizing'], to: (s, e) => ({ ...s, session: { ...emptyPaymentSession, ...e.session } }) },
  authorizeResponded: { from: ['authorizing'], to: (s, e) => afterAuthorize(s, e.response) },
  authorizeFailed: { from: ['authorizing'], to: (s, e) => fail(s, e.error, true) },
  scaStarted: { from: ['sca_required'], to: (s) => ({ ...s, status: 'sca_processing' }) },
  // The bank may ask for one more step (a challenge after the device fingerprint): back to sca_required with its data.
  scaResponded: {
    from: ['sca_processing'],
    to: (s, e) =>
      e.result === 'authorised'
        ? { ...s, status: 'authorized', session: { ...s.session, scaData: null } }
        : e.result === 'sca_required' && e.scaData
          ? { ...s, status: 'sca_required', session: { ...s.session, scaData: e.scaData } }
          : fail(s, messages.threeDSecureFailed, true),
  },
  scaFailed: { from: ['sca_processing'], to: (s, e) => fail(s, e.error, true) },
  scaCleared: { from: ['sca_required', 'sca_processing'], to: (s) => ({ ...s, status: 'ready', session: { ...s.session, scaData: null } }) },
  // A failed completion keeps its transaction (see completeFailed), so completing again replays it: the server
  // answers the same order (spec §7 idempotent completion) instead of the card being authorised a second time.
  completeStarted: {
    from: ['authorized', 'failed'],
    to: (s) => (s.status === 'failed' && !s.session.transactionId ? s : { ...s, status: 'completing', error: null }),
  },
  completeSucceeded: { from: ['completing'], to: (s, e) => ({ ...s, status: 'completed', orderId: e.orderId }) },
  completeFailed: { from: ['completing'], to: (s, e) => fail(s, e.error, false) },
  reset: { from: allStatuses, to: () => initialPaymentState },
};

/**
 * Spec §4 Payment as a pure reducer: applies an event allowed in the current state and ignores any
 * other (returning the same state); reset returns to idle from anywhere.
 */
export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  const transition = paymentTransitions[event.type] as Transition<typeof event>;
  return transition.from.includes(state.status) ? transition.to(state, event) : state;
}
