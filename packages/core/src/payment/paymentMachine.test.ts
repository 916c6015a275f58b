import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyPaymentSession,
  initialPaymentState,
  paymentReducer,
  type PaymentEvent,
  type PaymentSessionState,
  type PaymentState,
  type PaymentStatus,
} from './paymentMachine';

const session: PaymentSessionState = {
  paymentProvider: 'acme',
  paymentSessionId: 'ps_1',
  clientSecret: 'secret',
  transactionId: null,
  scaData: null,
  returnUrl: 'https://return',
  successUrl: 'https://done',
  terms: '<p>Terms</p>',
};
const at = (status: PaymentStatus, patch: Partial<PaymentState> = {}): PaymentState => ({
  status,
  session: status === 'idle' || status === 'preparing' ? emptyPaymentSession : session,
  error: null,
  orderId: null,
  ...patch,
});

const events: Record<PaymentEvent['type'], PaymentEvent> = {
  prepareStarted: { type: 'prepareStarted' },
  prepareSucceeded: { type: 'prepareSucceeded', session: { paymentProvider: 'acme', paymentSessionId: 'ps_1' } },
  prepareFailed: { type: 'prepareFailed', error: 'Failed to prepare payment' },
  authorizeStarted: { type: 'authorizeStarted' },
  sessionRenewed: { type: 'sessionRenewed', session: { paymentProvider: 'acme', paymentSessionId: 'ps_2' } },
  authorizeResponded: { type: 'authorizeResponded', response: { status: 'success', transactionId: 't1' } },
  authorizeFailed: { type: 'authorizeFailed', error: 'Failed to authorize payment' },
  scaStarted: { type: 'scaStarted' },
  scaResponded: { type: 'scaResponded', result: 'authorised' },
  scaFailed: { type: 'scaFailed', error: 'Failed to complete 3D Secure verification' },
  scaCleared: { type: 'scaCleared' },
  completeStarted: { type: 'completeStarted' },
  completeSucceeded: { type: 'completeSucceeded', orderId: 99 },
  completeFailed: { type: 'completeFailed', error: 'Failed to complete payment' },
  reset: { type: 'reset' },
};
const statuses: PaymentStatus[] = [
  'idle', 'preparing', 'prepare_failed', 'ready', 'authorizing', 'authorized',
  'sca_required', 'sca_processing', 'completing', 'completed', 'failed',
];

/** Spec §4: state × event → next status; every pair not listed is ignored. */
const allowed: Partial<Record<PaymentEvent['type'], Partial<Record<PaymentStatus, PaymentStatus>>>> = {
  prepareStarted: { idle: 'preparing', prepare_failed: 'preparing', failed: 'preparing' },
  prepareSucceeded: { preparing: 'ready' },
  prepareFailed: { preparing: 'prepare_failed' },
  authorizeStarted: { ready: 'authorizing', failed: 'authorizing' },
  sessionRenewed: { authorizing: 'authorizing' },
  authorizeResponded: { authorizing: 'authorized' },
  authorizeFailed: { authorizing: 'failed' },
  scaStarted: { sca_required: 'sca_processing' },
  scaResponded: { sca_processing: 'authorized' },
  scaFailed: { sca_processing: 'failed' },
  scaCleared: { sca_required: 'ready', sca_processing: 'ready' },
  completeStarted: { authorized: 'completing' },
  completeSucceeded: { completing: 'completed' },
  completeFailed: { completing: 'failed' },
  reset: Object.fromEntries(statuses.map((s) => [s, 'idle'])),
};

describe('payment transition table (spec §4 Payment)', () => {
  const cases = statuses.flatMap((status) =>
    (Object.keys(events) as PaymentEvent['type'][]).map((type) => [status, type, allowed[type]?.[status] ?? null] as const));
  it.each(cases)('%s + %s → %s', (status, type, next) => {
    const state = at(status);
    const result = paymentReducer(state, events[type]);
    if (next === null) expect(result).toBe(state);
    else expect(result.status).toBe(next);
  });
});

describe('payment transition effects', () => {
  it('preparing starts a fresh session and clears the error; a prepare failure stores it', () => {
    const preparing = paymentReducer(at('prepare_failed', { error: 'old' }), events.prepareStarted);
    expect(preparing).toEqual(at('preparing'));
    expect(paymentReducer(preparing, events.prepareFailed)).toEqual(at('preparing', { status: 'prepare_failed', error: 'Failed to prepare payment' }));
  });
  it('a prepared session replaces the session data', () => {
    const prepared = paymentReducer(at('preparing'), { type: 'prepareSucceeded', session });
    expect(prepared).toEqual(at('ready'));
  });
  it('authorizing clears the error', () =>
    expect(paymentReducer(at('ready', { error: 'old' }), events.authorizeStarted)).toEqual(at('authorizing')));
  it('an authorised response keeps the transaction id and any new client secret or return URL', () => {
    const next = paymentReducer(at('authorizing'), {
      type: 'authorizeResponded',
      response: { transactionStatus: 'success', transactionUuid: 't9', clientSecret: 'cs2' },
    });
    expect(next).toEqual(at('authorized', { session: { ...session, transactionId: 't9', clientSecret: 'cs2' } }));
  });
  it.each<[string, Parameters<typeof paymentReducer>[1] & { type: 'authorizeResponded' }]>([
    ['status sca_required', { type: 'authorizeResponded', response: { status: 'sca_required', transactionId: 't2', scaData: { acsUrl: 'x' }, returnUrl: 'https://r2' } }],
    ['requiresSca', { type: 'authorizeResponded', response: { requiresSca: true, transactionId: 't2', scaData: { acsUrl: 'x' }, returnUrl: 'https://r2' } }],
  ])('%s → sca_required with the SCA data', (_name, event) =>
    expect(paymentReducer(at('authorizing'), event)).toEqual(
      at('sca_required', { session: { ...session, transactionId: 't2', scaData: { acsUrl: 'x' }, returnUrl: 'https://r2' } }),
    ));
  it('sca_required without SCA data stores null', () =>
    expect(paymentReducer(at('authorizing'), { type: 'authorizeResponded', response: { status: 'sca_required' } }).session.scaData).toBeNull());
  it.each<[string, PaymentEvent, string]>([
    ['status failed', { type: 'authorizeResponded', response: { status: 'failed', transactionId: 't3' } }, 'Payment was declined'],
    ['status failed with a provider message', { type: 'authorizeResponded', response: { transactionStatus: 'failed', error: { message: 'Insufficient funds' } } }, 'Insufficient funds'],
    ['an error returned without a message', { type: 'authorizeResponded', response: { status: 'success', error: { code: 'E1' } } }, 'Payment was declined'],
    ['an error with a blank message', { type: 'authorizeResponded', response: { error: { message: '  ' } } }, 'Payment was declined'],
    ['a failed request', { type: 'authorizeFailed', error: 'Failed to authorize payment' }, 'Failed to authorize payment'],
  ])('authorisation failure (%s) clears the session and shows the error', (_name, event, error) =>
    expect(paymentReducer(at('authorizing'), event)).toEqual({ status: 'failed', session: emptyPaymentSession, error, orderId: null }));
  it('3D Secure authorised returns to authorized and drops the SCA data', () => {
    const state = at('sca_processing', { session: { ...session, transactionId: 't2', scaData: { a: 1 } } });
    expect(paymentReducer(state, events.scaResponded)).toEqual(at('authorized', { session: { ...session, transactionId: 't2' } }));
  });
  it('a further 3D Secure step returns to sca_required with its data', () => {
    const state = at('sca_processing', { session: { ...session, transactionId: 't2', scaData: { step: 1 } } });
    expect(paymentReducer(state, { type: 'scaResponded', result: 'sca_required', scaData: { step: 2 } })).toEqual(at('sca_required', { session: { ...session, transactionId: 't2', scaData: { step: 2 } } }));
  });
  it.each(['refused', 'Authorised', '', 'sca_required'])("3D Secure result %o fails with '3D Secure verification failed'", (result) =>
    expect(paymentReducer(at('sca_processing'), { type: 'scaResponded', result })).toEqual({
      status: 'failed', session: emptyPaymentSession, error: '3D Secure verification failed', orderId: null,
    }));
  it('a failed 3D Secure call clears the session and stores the error', () =>
    expect(paymentReducer(at('sca_processing'), events.scaFailed)).toEqual({
      status: 'failed', session: emptyPaymentSession, error: 'Failed to complete 3D Secure verification', orderId: null,
    }));
  it('clearing strong-authentication data returns to ready without it', () => {
    const state = at('sca_required', { session: { ...session, transactionId: 't2', scaData: { a: 1 } } });
    expect(paymentReducer(state, events.scaCleared)).toEqual(at('ready', { session: { ...session, transactionId: 't2' } }));
  });
  it('completion stores the order id; a completion failure keeps the session', () => {
    const authorized = at('authorized', { session: { ...session, transactionId: 't1' } });
    const completing = paymentReducer(authorized, events.completeStarted);
    expect(completing).toEqual({ ...authorized, status: 'completing' });
    expect(paymentReducer(completing, events.completeSucceeded)).toEqual({ ...authorized, status: 'completed', orderId: 99 });
    expect(paymentReducer(completing, events.completeFailed)).toEqual({ ...authorized, status: 'failed', error: 'Failed to complete payment' });
  });
  it('a failed completion is completed again with its kept transaction; a failure without one is not', () => {
    const failed = at('failed', { session: { ...session, transactionId: 't1' }, error: 'Failed to complete payment' });
    expect(paymentReducer(failed, events.completeStarted)).toEqual({ ...failed, status: 'completing', error: null });
    const declined = at('failed', { session: emptyPaymentSession, error: 'Payment was declined' });
    expect(paymentReducer(declined, events.completeStarted)).toBe(declined);
  });
  it('reset returns the initial state', () =>
    expect(paymentReducer(at('completed', { orderId: 1, error: 'x' }), events.reset)).toBe(initialPaymentState));
});

describe('reset from any reachable state (spec §4)', () => {
  const anyEvent = fc.oneof(
    fc.constantFrom(...Object.values(events)),
    fc.record({
      type: fc.constant('authorizeResponded' as const),
      response: fc.record({
        status: fc.constantFrom('failed', 'sca_required', 'success', null),
        transactionId: fc.option(fc.string()),
        error: fc.option(fc.record({ message: fc.option(fc.string()) })),
      }),
    }),
    fc.record({ type: fc.constant('scaResponded' as const), result: fc.constantFrom('authorised', 'refused') }),
  );
  it('reset always gives idle with an empty session', () => {
    fc.assert(fc.property(fc.array(anyEvent, { maxLength: 40 }), (sequence) => {
      const reached = sequence.reduce(paymentReducer, initialPaymentState);
      expect(statuses).toContain(reached.status);
      expect(paymentReducer(reached, events.reset)).toEqual({ status: 'idle', session: emptyPaymentSession, error: null, orderId: null });
    }));
  });
  it('a failure always leaves an error to show', () => {
    fc.assert(fc.property(fc.array(anyEvent, { maxLength: 40 }), (sequence) => {
      const reached = sequence.reduce(paymentReducer, initialPaymentState);
      if (reached.status === 'failed' || reached.status === 'prepare_failed') expect(reached.error).toBeTruthy();
      if (reached.status === 'preparing' || reached.status === 'authorizing') expect(reached.error).toBeNull();
    }));
  });
});
