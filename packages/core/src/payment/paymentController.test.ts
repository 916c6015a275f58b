import { describe, expect, it } from 'vitest';
import type { PaymentList } from '../cart/paymentList';
import { approved, cardOnly, challenge, completed, fails, prepared, result, setup } from '../testing/fakePaymentClient';
import { cardPaymentPlan } from './paymentController';

describe('payment controller: approve (spec §4 Payment)', () => {
  it('prepares, tokenises the card, authorises, completes and goes to the success URL', async () => {
    const t = setup();
    await t.controller.start();
    expect(t.controller.getSnapshot()).toMatchObject({ frameUrl: '/sandbox/frame?session=ps_1', challengeUrl: null, state: { status: 'ready', session: { terms: '<p>Terms</p>' } } });
    await t.controller.submit(cardOnly);
    expect(t.calls).toEqual([
      ['prepareSession', { source: 'online' }],
      ['tokenise', undefined],
      ['sessionPayment', { paymentSessionId: 'ps_1', payments: [{ tenderType: 'card', amount: 1200 }], terms: true, completedWaivers: [], source: 'online' }],
      ['completeSession', 'tx_1'],
      ['afterCompletion', completed],
    ]);
    expect(t.statuses).toEqual(approved);
    expect(t.state()).toMatchObject({ status: 'completed', orderId: 77, error: null });
    expect(t.completions).toEqual([{ orderId: 77, target: '/booking-confirmed/77' }]);
  });

  it("uses the session's success URL and the channel's source", async () => {
    const t = setup({ prepareSession: [prepared({ successUrl: 'https://venue.example/thanks' })] }, { source: 'foh' });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.calls[0]).toEqual(['prepareSession', { source: 'foh' }]);
    expect(t.calls[2]?.[1]).toMatchObject({ source: 'foh' });
    expect(t.completions).toEqual([{ orderId: 77, target: 'https://venue.example/thanks?orderId=77' }]);
  });

  it('completes without reloads when the client has none (a till without a query cache)', async () => {
    const t = setup({}, {}, { reloads: false });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.steps()).toEqual(['prepareSession', 'tokenise', 'sessionPayment', 'completeSession']);
    expect(t.state().status).toBe('completed');
  });

  it('a session without a card frame, or a challenge without a page, shows neither', async () => {
    const t = setup({ prepareSession: [prepared({ scaData: null })], sessionPayment: [result({ requiresSca: true, scaData: { challengeUrl: 42 } })] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.controller.getSnapshot()).toMatchObject({ frameUrl: null, challengeUrl: null, state: { status: 'sca_required' } });
  });

  it('pays all by credit without a card part: no tokenise, credit only', async () => {
    const t = setup();
    await t.controller.start();
    await t.controller.submit({ payments: [{ id: 'p1', tenderType: 'credit', amount: 1200 }], balance: 1200, terms: true });
    expect(t.steps()).toEqual(['prepareSession', 'sessionPayment', 'completeSession', 'afterCompletion']);
    expect(t.calls[1]?.[1]).toMatchObject({ payments: [{ id: 'p1', tenderType: 'credit', amount: 1200 }] });
    expect(t.statuses).toEqual(approved);
  });

  it('splits credit and card, dropping any card entry of the list (one card, the rest of the balance)', () => {
    const payments: PaymentList = [{ id: 'c', tenderType: 'card', amount: 999 }, { id: 'p', tenderType: 'credit', amount: 400 }];
    expect(cardPaymentPlan(payments, 1000)).toEqual({ cardAmount: 600, payments: [{ id: 'p', tenderType: 'credit', amount: 400 }, { tenderType: 'card', amount: 600 }] });
    expect(cardPaymentPlan(payments, 300).cardAmount).toBe(0);
  });
});

describe("payment controller: a provider whose own script draws the card (Stripe's Payment Element)", () => {
  const stripeSession = { provider: 'stripe', publishableKey: 'pk_test_1', jsUrl: 'https://js.stripe.com/v3', amount: 1200, currency: 'gbp', frameUrl: '' };
  it('names the script provider, sends the payment method its frame made, and hands over its own challenge', async () => {
    const challenge = { provider: 'stripe', paymentIntent: 'pi_1', clientSecret: 'pi_1_secret_x' };
    const t = setup({ prepareSession: [prepared({ scaData: stripeSession })], tokenise: [{ paymentMethodId: 'pm_card_visa' }], sessionPayment: [result({ requiresSca: true, status: 'sca_required', scaData: challenge })] });
    await t.controller.start();
    expect(t.controller.getSnapshot()).toMatchObject({ frameUrl: null, scriptProvider: { name: 'stripe', publishableKey: 'pk_test_1', amount: 1200, currency: 'gbp' }, providerChallenge: null });
    await t.controller.submit(cardOnly);
    expect(t.calls[2]).toEqual(['sessionPayment', { paymentSessionId: 'ps_1', paymentMethodId: 'pm_card_visa', payments: [{ tenderType: 'card', amount: 1200 }], terms: true, completedWaivers: [], source: 'online' }]);
    expect(t.controller.getSnapshot()).toMatchObject({ challengeUrl: null, providerChallenge: { clientSecret: 'pi_1_secret_x' }, state: { status: 'sca_required' } });
    await t.controller.challengeAnswered();
    expect(t.controller.getSnapshot()).toMatchObject({ providerChallenge: null, state: { status: 'completed' } });
  });

  it("Adyen Web: sends the card's encrypted fields and the browser's details, runs each action and sends its details", async () => {
    const adyenSession = { provider: 'adyen', clientKey: 'test_KEY1', environment: 'test', jsUrl: 'https://checkoutshopper-test.cdn.adyen.com/x/adyen.js', cssUrl: 'https://checkoutshopper-test.cdn.adyen.com/x/adyen.css', amount: 1200, currency: 'GBP', countryCode: 'GB', frameUrl: '' };
    const fingerprint = { provider: 'adyen', action: { type: 'threeDS2', subtype: 'fingerprint' } };
    const challenge = { provider: 'adyen', action: { type: 'threeDS2', subtype: 'challenge' } };
    const encryptedCard = { encryptedCardNumber: 'adyenjs_1', encryptedExpiryMonth: 'adyenjs_2', encryptedExpiryYear: 'adyenjs_3' };
    const browserInfo = { colorDepth: 24 };
    const t = setup({
      prepareSession: [prepared({ scaData: adyenSession })],
      tokenise: [{ encryptedCard, browserInfo }],
      sessionPayment: [result({ requiresSca: true, status: 'sca_required', scaData: fingerprint })],
      completeSca: [{ status: 'sca_required', scaData: challenge }, { status: 'authorised' }],
    });
    await t.controller.start();
    expect(t.controller.getSnapshot().scriptProvider).toEqual({ name: 'adyen', clientKey: 'test_KEY1', environment: 'test', jsUrl: adyenSession.jsUrl, cssUrl: adyenSession.cssUrl, amount: 1200, currency: 'GBP', countryCode: 'GB' });
    await t.controller.submit(cardOnly);
    expect(t.calls[2]).toEqual(['sessionPayment', { paymentSessionId: 'ps_1', encryptedCard, browserInfo, payments: [{ tenderType: 'card', amount: 1200 }], terms: true, completedWaivers: [], source: 'online' }]);
    expect(t.controller.getSnapshot().providerChallenge).toEqual({ action: fingerprint.action });
    await t.controller.challengeAnswered('{"threeDSResult":"a"}');
    expect(t.controller.getSnapshot()).toMatchObject({ providerChallenge: { action: challenge.action }, state: { status: 'sca_required' } });
    await t.controller.challengeAnswered('{"threeDSResult":"b"}');
    expect(t.calls.filter(([step]) => step === 'completeSca').map(([, variables]) => (variables as { scaResult: string }).scaResult)).toEqual(['{"threeDSResult":"a"}', '{"threeDSResult":"b"}']);
    expect(t.controller.getSnapshot()).toMatchObject({ providerChallenge: null, state: { status: 'completed' } });
  });

  it('a script provider from anywhere but a string key is no provider (the sandbox frame stays)', async () => {
    const t = setup({ prepareSession: [prepared({ scaData: { ...stripeSession, publishableKey: 42 } })] });
    await t.controller.start();
    expect(t.controller.getSnapshot().scriptProvider).toBeNull();
  });
});

describe('payment controller: decline and 3-D Secure', () => {
  it.each([
    ['status failed', result({ status: 'failed', transactionId: null }), 'Payment was declined'],
    ['status failed naming its transaction', result({ status: 'failed' }), 'Payment was declined'],
  ])('a decline (%s) fails with the spec §8 text and completes nothing', async (_name, response, message) => {
    const t = setup({ sessionPayment: [response] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.steps()).toEqual(['prepareSession', 'tokenise', 'sessionPayment']);
    expect(t.statuses).toEqual(['idle', 'preparing', 'ready', 'authorizing', 'failed']);
    expect(t.state()).toMatchObject({ status: 'failed', error: message, session: { paymentSessionId: null } });
  });

  it("a decline carrying the provider's message shows it", async () => {
    const declined = { ...result({ status: 'failed' }), error: { message: 'Insufficient funds' } };
    const t = setup({ sessionPayment: [declined] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.state().error).toBe('Insufficient funds');
  });

  it('retries after a decline: a fresh session, and the second attempt completes', async () => {
    const t = setup({ sessionPayment: [result({ status: 'failed' })], prepareSession: [prepared(), prepared({ paymentSessionId: 'ps_2' })] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    await t.controller.retry();
    expect(t.state()).toMatchObject({ status: 'ready', error: null, session: { paymentSessionId: 'ps_2' } });
    await t.controller.submit(cardOnly);
    expect(t.steps()).toEqual(['prepareSession', 'tokenise', 'sessionPayment', 'prepareSession', 'tokenise', 'sessionPayment', 'completeSession', 'afterCompletion']);
    expect(t.calls[5]?.[1]).toMatchObject({ paymentSessionId: 'ps_2' });
    expect(t.statuses).toEqual(['idle', 'preparing', 'ready', 'authorizing', 'failed', 'idle', ...approved.slice(1)]);
    expect(t.state().orderId).toBe(77);
  });

  it('pays again in one step after a decline: a fresh session behind the same frame, the corrected card, the terms kept', async () => {
    const tokenised: unknown[] = [];
    const t = setup(
      { sessionPayment: [result({ status: 'failed' })], prepareSession: [prepared({ clientSecret: 's1' }), prepared({ paymentSessionId: 'ps_2', clientSecret: 's2', scaData: { frameUrl: '/sandbox/frame?session=ps_2' } })] },
      { tokenise: async (session) => void tokenised.push(session) },
    );
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.controller.getSnapshot()).toMatchObject({ frameUrl: '/sandbox/frame?session=ps_1', terms: '<p>Terms</p>', state: { status: 'failed', error: 'Payment was declined' } });
    await t.controller.submit(cardOnly);
    expect(t.steps()).toEqual(['prepareSession', 'sessionPayment', 'prepareSession', 'sessionPayment', 'completeSession', 'afterCompletion']);
    expect(tokenised).toEqual([{ paymentSessionId: 'ps_1', clientSecret: 's1' }, { paymentSessionId: 'ps_2', clientSecret: 's2' }]);
    expect(t.calls[3]?.[1]).toMatchObject({ paymentSessionId: 'ps_2', terms: true, payments: [{ tenderType: 'card', amount: 1200 }] });
    // The card fields stay where the customer corrected them: the frame is not reloaded for the new session.
    expect(t.controller.getSnapshot()).toMatchObject({ frameUrl: '/sandbox/frame?session=ps_1', terms: '<p>Terms</p>' });
    expect(t.statuses).toEqual(['idle', 'preparing', 'ready', 'authorizing', 'failed', 'authorizing', 'authorized', 'completing', 'completed']);
    expect(t.state().orderId).toBe(77);
  });

  it('a decline while the fresh session is prepared fails with its text and can be paid again', async () => {
    const t = setup({ sessionPayment: [result({ status: 'failed' })], prepareSession: [prepared(), fails(new TypeError('Failed to fetch'))] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    await t.controller.submit(cardOnly);
    expect(t.state()).toMatchObject({ status: 'failed', error: expect.any(String) });
    await t.controller.submit(cardOnly);
    expect(t.state().status).toBe('completed');
  });

  it('3-D Secure passed: shows the challenge, then completes with the transaction', async () => {
    const t = setup({ sessionPayment: [challenge] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.controller.getSnapshot()).toMatchObject({ challengeUrl: '/sandbox/challenge/tx_1', state: { status: 'sca_required' } });
    expect(t.steps()).toEqual(['prepareSession', 'tokenise', 'sessionPayment']);
    await t.controller.challengeAnswered();
    expect(t.calls.slice(3)).toEqual([
      ['completeSca', { transactionId: 'tx_1', transactionUuid: 'tx_1', scaResult: 'completed' }],
      ['completeSession', 'tx_1'],
      ['afterCompletion', completed],
    ]);
    expect(t.statuses).toEqual(['idle', 'preparing', 'ready', 'authorizing', 'sca_required', 'sca_processing', 'authorized', 'completing', 'completed']);
    expect(t.controller.getSnapshot().challengeUrl).toBeNull();
    expect(t.completions).toEqual([{ orderId: 77, target: '/booking-confirmed/77' }]);
  });

  it("3-D Secure failed: '3D Secure verification failed', nothing completed, the challenge closed", async () => {
    const t = setup({ sessionPayment: [challenge], completeSca: [{ status: 'refused' }] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    await t.controller.challengeAnswered();
    expect(t.steps()).toEqual(['prepareSession', 'tokenise', 'sessionPayment', 'completeSca']);
    expect(t.statuses.slice(-3)).toEqual(['sca_required', 'sca_processing', 'failed']);
    expect(t.controller.getSnapshot()).toMatchObject({ challengeUrl: null, state: { error: '3D Secure verification failed' } });
  });

  it('closing the challenge starts over with a fresh session', async () => {
    const t = setup({ sessionPayment: [challenge] });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    await t.controller.start();
    expect(t.steps()).toEqual(['prepareSession', 'tokenise', 'sessionPayment', 'prepareSession']);
    expect(t.controller.getSnapshot()).toMatchObject({ challengeUrl: null, state: { status: 'ready', session: { transactionId: null } } });
  });
});
