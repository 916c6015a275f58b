// Test support only (excluded from the build and from coverage): the payment controller over a scripted fake client.
import type { PreparedPaymentSession, SessionPaymentResult } from '../api/checkout.api';
import type { PaymentList } from '../cart/paymentList';
import type { PaymentClient } from '../payment/paymentClient';
import { createPaymentController, type PaymentControllerDeps } from '../payment/paymentController';

export type Step = 'prepareSession' | 'tokenise' | 'sessionPayment' | 'completeSca' | 'completeSession' | 'afterCompletion';
/** A scripted failure: the step rejects with it. */
export const fails = (error: unknown) => ({ fails: error });
export type Script = Partial<Record<Step, unknown[]>>;

export const prepared = (patch: Partial<PreparedPaymentSession> = {}): PreparedPaymentSession => ({
  paymentProvider: 'sandbox', paymentSessionId: 'ps_1', clientSecret: null, transactionId: null,
  scaData: { frameUrl: '/sandbox/frame?session=ps_1', amount: 1200 }, returnUrl: null, successUrl: null, terms: '<p>Terms</p>', ...patch,
});
export const result = (patch: Partial<SessionPaymentResult> = {}): SessionPaymentResult => ({
  requiresSca: false, scaData: null, returnUrl: null, transactionId: 'tx_1', transactionUuid: null, amount: 1200, completeOrderId: null, status: 'success', ...patch,
});
export const challenge = result({ requiresSca: true, status: 'sca_required', scaData: { challengeUrl: '/sandbox/challenge/tx_1' } });
export const completed = result({ completeOrderId: 77 });
export const defaults: Record<Step, unknown> = {
  prepareSession: prepared(), tokenise: 'tok_1', sessionPayment: result(), completeSca: { status: 'authorised' }, completeSession: completed, afterCompletion: [],
};
export const cardOnly = { payments: [] as PaymentList, balance: 1200, terms: true };
export const network = () => new TypeError('Failed to fetch');

/** A controller over a fake client that records each call (name and argument) and answers from the script. */
export function setup(script: Script = {}, deps: Partial<PaymentControllerDeps> = {}, { reloads = true } = {}) {
  const calls: Array<[Step, unknown]> = [];
  const completions: unknown[] = [];
  const answer = (step: Step, argument?: unknown): Promise<never> => {
    calls.push([step, argument]);
    const queue = script[step];
    const reply = queue?.length ? queue.shift() : defaults[step];
    const failure = reply && typeof reply === 'object' && 'fails' in reply ? reply.fails : undefined;
    return (failure === undefined ? Promise.resolve(reply) : Promise.reject(failure)) as Promise<never>;
  };
  const client: PaymentClient = {
    prepareSession: (body) => answer('prepareSession', body),
    sessionPayment: (body) => answer('sessionPayment', body),
    completeSca: (variables) => answer('completeSca', variables),
    completeSession: (transactionId) => answer('completeSession', transactionId),
    ...(reloads ? { afterCompletion: (done: SessionPaymentResult) => answer('afterCompletion', done) } : {}),
  };
  const controller = createPaymentController({ client, tokenise: () => answer('tokenise'), site: 'bookings', onCompleted: (c) => void completions.push(c), ...deps });
  const statuses: string[] = [controller.getSnapshot().state.status];
  controller.subscribe(() => {
    const status = controller.getSnapshot().state.status;
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  const steps = () => calls.map(([step]) => step);
  const state = () => controller.getSnapshot().state;
  return { controller, calls, steps, statuses, completions, state };
}

/** A promise the test settles by hand, to answer a call after something else has happened. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run until `done` holds (the fake client answers in microtasks). */
export async function until(done: () => boolean) {
  for (let turns = 0; turns < 50 && !done(); turns++) await Promise.resolve();
  if (!done()) throw new Error('the awaited call never came');
}

/** The states an approved card payment passes through, from a fresh controller. */
export const approved = ['idle', 'preparing', 'ready', 'authorizing', 'authorized', 'completing', 'completed'];
