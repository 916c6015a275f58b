import { describe, expect, it } from 'vitest';
import type { QueryInvalidator } from '../queries/invalidateKeys';
import { keysToInvalidate } from '../queries/queryKeys';
import { createFakeApi, type Call, type Reply } from '../testing/fakeApi';
import { paymentClient } from './paymentClient';
import { createPaymentController } from './paymentController';

const fakeApi = createFakeApi({ getToken: () => 'tok', getCheckoutToken: () => 'chk' });

const session = {
  payment_provider: 'sandbox', payment_session_id: 'ps_1', client_secret: null, transaction_id: null,
  sca_data: { frame_url: '/sandbox/frame/ps_1', amount: 1200 }, return_url: null, success_url: null, terms: null,
};
const payment = (patch: Record<string, unknown> = {}) => ({
  requires_sca: false, sca_data: null, return_url: null, transaction_id: 'tx_1', transaction_uuid: null, amount: 1200, complete_order_id: null, status: 'success', ...patch,
});

/** A server that prepares, authorises (as `authorise` says), passes 3-D Secure and completes order 77. */
function server(authorise: () => Reply) {
  return (call: Call): Reply => {
    if (call.url.endsWith('/session/prepare')) return { status: 200, body: { data: session } };
    if (call.url.endsWith('/session/payment')) return authorise();
    if (call.url.includes('/sca-completion/')) return { status: 200, body: { data: { transaction_id: 'tx_1', status: 'authorised' } } };
    return { status: 200, body: { data: payment({ complete_order_id: 77 }) } };
  };
}

function setup(authorise: () => Reply, checkoutAuth: boolean, where: { site: 'bookings' | 'online-joining'; isKiosk?: boolean } = { site: 'bookings' }) {
  const { api, calls } = fakeApi(server(authorise));
  const reloaded: unknown[][] = [];
  const invalidator: QueryInvalidator = { invalidateQueries: ({ queryKey }) => reloaded.push([...queryKey]) };
  const order: string[] = [];
  const controller = createPaymentController({
    client: paymentClient(api, invalidator, { checkoutAuth }),
    tokenise: async () => 'tok_1',
    ...where,
    onCompleted: ({ orderId, target }) => void order.push(`completed ${orderId} after ${reloaded.length} reloads to ${target}`),
  });
  return { controller, calls, reloaded, order };
}

const cardOnly = { payments: [], balance: 1200, terms: true };

describe('payment client over the API (spec §6/§7)', () => {
  it('a checkout link pays with the checkout auth token on every call, never the login', async () => {
    const t = setup(() => ({ status: 200, body: { data: payment({ requires_sca: true, status: 'sca_required', sca_data: { challenge_url: '/sandbox/challenge/tx_1' } }) } }), true);
    await t.controller.start();
    expect(t.controller.getSnapshot().frameUrl).toBe('/sandbox/frame/ps_1');
    await t.controller.submit(cardOnly);
    expect(t.controller.getSnapshot().challengeUrl).toBe('/sandbox/challenge/tx_1');
    await t.controller.challengeAnswered();
    expect(t.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/checkout/session/prepare',
      'POST /api/checkout/session/payment',
      'POST /api/payment-providers/sca-completion/tx_1',
      'POST /api/checkout/session/complete/tx_1',
    ]);
    for (const call of t.calls) {
      expect(call.headers['X-Checkout-Token']).toBe('chk');
      expect(call.headers.Authorization).toBeUndefined();
    }
    expect(t.calls[1]?.body).toEqual({ payment_session_id: 'ps_1', payments: [{ tender_type: 'card', amount: 1200 }], terms: true, completed_waivers: [], source: 'online' });
    expect(t.calls[2]?.body).toEqual({ transaction_uuid: 'tx_1', sca_result: 'completed' });
    expect(t.controller.getSnapshot().state).toMatchObject({ status: 'completed', orderId: 77 });
  });

  it("a logged-in customer's calls carry the login; what the payment changed reloads after the customer moved on", async () => {
    const t = setup(() => ({ status: 200, body: { data: payment() } }), false);
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.calls.every((c) => c.headers.Authorization === 'Bearer tok' && c.headers['X-Checkout-Token'] === undefined)).toBe(true);
    expect(t.order).toEqual(['completed 77 after 0 reloads to /booking-confirmed/77']);
    expect(t.reloaded).toEqual(keysToInvalidate('paymentSucceeded').map((key) => [...key]));
  });

  it("a kiosk's joining order goes to its order-confirmed page with ?kiosk=true (spec §2)", async () => {
    const t = setup(() => ({ status: 200, body: { data: payment() } }), false, { site: 'online-joining', isKiosk: true });
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.order).toEqual(['completed 77 after 0 reloads to /order-confirmed/77?kiosk=true']);
  });

  it.each<[string, () => Reply]>([
    ['a decline', () => ({ status: 200, body: { data: payment({ status: 'failed' }) } })],
    ['a failed call', () => ({ status: 500 })],
  ])('%s reloads the cart (spec §4) and completes nothing', async (_name, authorise) => {
    const t = setup(authorise, false);
    await t.controller.start();
    await t.controller.submit(cardOnly);
    expect(t.reloaded).toEqual([['cart']]);
    expect(t.calls.map((c) => c.url)).toEqual(['/api/checkout/session/prepare', '/api/checkout/session/payment']);
    expect(t.controller.getSnapshot().state.status).toBe('failed');
  });
});
