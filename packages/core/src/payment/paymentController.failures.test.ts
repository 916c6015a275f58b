import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import type { PreparedPaymentSession } from '../api/checkout.api';
import { approved, cardOnly, challenge, completed, defaults, deferred, fails, network, prepared, result, setup, until, type Step } from '../testing/fakePaymentClient';
import { PaymentError } from './paymentErrors';

describe('payment controller: a failure at each step (clear error, retry, nothing submitted twice)', () => {
  it('prepare: prepare_failed with the spec §8 text; retry prepares again', async () => {
    const t = setup({ prepareSession: [fails(network())] });
    await t.controller.start();
    expect(t.state()).toMatchObject({ status: 'prepare_failed', error: 'Failed to create payment session' });
    await t.controller.retry();
    expect(t.steps()).toEqual(['prepareSession', 'prepareSession']);
    expect(t.statuses).toEqual(['idle', 'preparing', 'prepare_failed', 'idle', 'preparing', 'ready']);
  });

  it("prepare refused with a 422: the server's messages joined", async () => {
    const t = setup({ prepareSession: [fails(new ApiError(422, 'Invalid', { items: ['Basket is empty.'], terms: ['Terms required'] }))] });
    await t.controller.start();
    expect(t.state().error).toBe('Basket is empty. Terms required');
  });

  it.each([
    ["the provider's refusal of the card details", new PaymentError('Your card number is incomplete.'), 'Your card number is incomplete.'],
    ['a frame that did not answer', new Error('timeout'), 'Failed to authorize payment'],
  ])('tokenise (%s): failed, and no payment is sent', async (_name, error, message) => {
    const t = setup({ tokenise: [fails(error)] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.steps()).toEqual(['prepareSession', 'tokenise']);
    expect(t.state()).toMatchObject({ status: 'failed', error: message });
  });

  it('authorise: failed; retry starts over and completes once', async () => {
    const t = setup({ sessionPayment: [fails(network())] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.state()).toMatchObject({ status: 'failed', error: 'Failed to authorize payment' });
    await t.controller.retry();
    await t.controller.submit(cardOnly);
    expect(t.steps()).toEqual(['prepareSession', 'tokenise', 'sessionPayment', 'prepareSession', 'tokenise', 'sessionPayment', 'completeSession', 'afterCompletion']);
  });

  it("authorise without a transaction: 'Failed to create transaction', nothing completed", async () => {
    const t = setup({ sessionPayment: [result({ transactionId: null })] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.steps()).toEqual(['prepareSession', 'tokenise', 'sessionPayment']);
    expect(t.state()).toMatchObject({ status: 'failed', error: 'Failed to create transaction' });
  });

  it('3-D Secure call: failed with the spec §8 text; retry starts over', async () => {
    const t = setup({ sessionPayment: [challenge], completeSca: [fails(network())] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    await t.controller.challengeAnswered();
    expect(t.controller.getSnapshot()).toMatchObject({ challengeUrl: null, state: { status: 'failed', error: 'Failed to complete 3D Secure verification' } });
    await t.controller.retry();
    expect(t.steps()).toEqual(['prepareSession', 'tokenise', 'sessionPayment', 'completeSca', 'prepareSession']);
  });

  it('completion: failed, the transaction kept; retry replays the completion and the server answers the same order', async () => {
    const t = setup({ completeSession: [fails(new ApiError(503, 'Service unavailable')), completed] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.state()).toMatchObject({ status: 'failed', error: 'Failed to complete payment', session: { transactionId: 'tx_1' } });
    expect(t.completions).toEqual([]);
    await t.controller.retry();
    // The card is not authorised again: only the completion is sent a second time, with the same transaction.
    expect(t.steps()).toEqual(['prepareSession', 'tokenise', 'sessionPayment', 'completeSession', 'completeSession', 'afterCompletion']);
    expect(t.calls[4]).toEqual(['completeSession', 'tx_1']);
    expect(t.statuses).toEqual([...approved.slice(0, 6), 'failed', 'completing', 'completed']);
    expect(t.completions).toEqual([{ orderId: 77, target: '/booking-confirmed/77' }]);
  });

  it('a replayed completion that answers with order_id only still names the order', async () => {
    const t = setup({ completeSession: [{ ...result({ completeOrderId: null }), orderId: 81 }] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.state().orderId).toBe(81);
  });

  it('a double click pays once; commands out of their state are ignored', async () => {
    const t = setup({ sessionPayment: [challenge] });
    await t.controller.submit(cardOnly);
    await t.controller.challengeAnswered();
    await t.controller.retry();
    expect(t.calls).toEqual([]);
    await t.controller.start();
    await t.controller.retry();
    await Promise.all([t.controller.submit(cardOnly), t.controller.submit(cardOnly)]);
    await t.controller.submit(cardOnly);
    expect(t.steps()).toEqual(['prepareSession', 'tokenise', 'sessionPayment']);
  });

  it('a failing onCompleted leaves the payment completed', async () => {
    const t = setup({}, { onCompleted: () => Promise.reject(new Error('navigation failed')) });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.state()).toMatchObject({ status: 'completed', error: null });
  });
});

describe('payment controller: a newer start makes older answers stale', () => {
  it("a cart change during preparation keeps the newer session's answer", async () => {
    const first = deferred<PreparedPaymentSession>();
    const t = setup({ prepareSession: [first.promise, prepared({ paymentSessionId: 'ps_2' })] });
    const stale = t.controller.start();
    await t.controller.start();
    first.resolve(prepared({ paymentSessionId: 'ps_old' }));
    await stale;
    expect(t.state().session.paymentSessionId).toBe('ps_2');
  });

  it('a stale prepare failure is ignored too', async () => {
    const t = setup({ prepareSession: [fails(network())] });
    const stale = t.controller.start();
    await t.controller.start();
    await stale;
    expect(t.state().status).toBe('ready');
  });

  const steps: Array<[string, Step]> = [
    ['tokenising', 'tokenise'],
    ['authorising', 'sessionPayment'],
    ['answering 3-D Secure', 'completeSca'],
    ['completing', 'completeSession'],
  ];
  it.each(steps.flatMap(([name, step]) => [[name, step, 'answer'], [name, step, 'failure']] as const))(
    'a cart change while %s never completes the old attempt (%s settles late: %s)', async (_name, step, settles) => {
    const late = deferred<unknown>();
    const t = setup(step === 'completeSca' ? { sessionPayment: [challenge], completeSca: [late.promise] } : { [step]: [late.promise] });
    await t.controller.start();
    const old = t.controller.submit(cardOnly).then(() => t.controller.challengeAnswered());
    await until(() => t.steps().includes(step));
    await t.controller.start();
    if (settles === 'answer') late.resolve(defaults[step]);
    else late.reject(network());
    await old;
    expect(t.steps().filter((s) => s === step)).toHaveLength(1);
    expect(t.state()).toMatchObject({ status: 'ready', error: null });
    expect(t.completions).toEqual([]);
  });

  it('unsubscribing stops the notifications', async () => {
    const t = setup();
    let heard = 0;
    const stop = t.controller.subscribe(() => heard++);
    stop();
    await t.controller.start();
    expect(heard).toBe(0);
  });
});
