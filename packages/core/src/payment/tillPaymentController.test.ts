import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import type { QueryInvalidator } from '../queries/invalidateKeys';
import { keysToInvalidate } from '../queries/queryKeys';
import { createFakeApi, type Call } from '../testing/fakeApi';
import { deferred, until } from '../testing/fakePaymentClient';
import { createTillPaymentController, tillPaymentClient, type TillPaymentClient, type TillPaymentOrder } from './tillPaymentController';
import { tillPaymentView } from './tillPaymentMachine';

type Step = 'chargeTerminal' | 'pay' | 'afterPayment';
const paid = { completeOrderId: 77, orderId: 77, status: 'success' };
const approved = { status: 'approved' as const, terminalPaymentId: 'tp_1' };
const declined = { status: 'declined' as const, terminalPaymentId: 'tp_2' };
const order = (patch: Partial<TillPaymentOrder> = {}): TillPaymentOrder => ({
  cart: { itemHash: 'hash_1', totals: { balance: 1250, itemCount: 2 } },
  tillOpen: true,
  selectedUserId: 42,
  ...patch,
});

/** A controller over a fake client answering from `script` (an Error rejects), recording each call. */
function setup(script: Partial<Record<Step, unknown[]>> = {}, { failCompletion = false } = {}) {
  const calls: Array<[Step, unknown]> = [];
  const completions: unknown[] = [];
  const defaults: Record<Step, unknown> = { chargeTerminal: approved, pay: paid, afterPayment: [] };
  const answer = (step: Step, argument: unknown): Promise<never> => {
    calls.push([step, argument]);
    const reply = script[step]?.length ? script[step].shift() : defaults[step];
    return (reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply)) as Promise<never>;
  };
  const client: TillPaymentClient = {
    chargeTerminal: (amount) => answer('chargeTerminal', amount),
    pay: (body) => answer('pay', body),
    afterPayment: (result) => answer('afterPayment', result),
  };
  const controller = createTillPaymentController({
    client,
    onCompleted: (completion) => {
      if (failCompletion) throw new Error('navigation failed');
      completions.push(completion);
    },
  });
  const statuses: string[] = [controller.getSnapshot().status];
  controller.subscribe(() => statuses.push(controller.getSnapshot().status));
  const steps = () => calls.map(([step]) => step);
  const view = (o = order()) => tillPaymentView(controller.getSnapshot(), o);
  return { controller, calls, steps, statuses, completions, view };
}

const payBody = (patch: Record<string, unknown> = {}) => ({
  payments: [{ tenderType: 'cash', amount: 1250 }],
  terms: true,
  source: 'foh',
  itemHash: 'hash_1',
  completedWaivers: [],
  selectedUserId: 42,
  terminalPaymentId: null,
  ...patch,
});

describe('till payment controller: paying', () => {
  it('cash covering the amount due: pays the amount due (not the cash handed over), reloads, then goes to the order', async () => {
    const t = setup();
    t.controller.typeTendered('20');
    expect(t.view()).toMatchObject({ changeDue: 750, canPay: true });
    await t.controller.pay(order());
    expect(t.calls).toEqual([
      ['pay', payBody()],
      ['afterPayment', paid],
    ]);
    expect(t.completions).toEqual([{ orderId: 77, target: '/booking-confirmed/77' }]);
    expect(t.statuses).toEqual(['ready', 'ready', 'paying', 'paid']);
    expect(t.controller.getSnapshot()).toEqual({ status: 'paid', tender: 'cash', tendered: '20', error: null });
  });

  it('a card: the terminal is charged the amount due first, then the order names its approved payment', async () => {
    const t = setup();
    t.controller.chooseTender('card');
    await t.controller.pay(order({ tillOpen: false }));
    expect(t.calls).toEqual([
      ['chargeTerminal', 1250],
      ['pay', payBody({ payments: [{ tenderType: 'card', amount: 1250 }], terminalPaymentId: 'tp_1' })],
      ['afterPayment', paid],
    ]);
    expect(t.statuses).toEqual(['ready', 'ready', 'charging', 'paying', 'paid']);
    expect(t.view()).toMatchObject({ terminal: 'approved', pending: false });
  });

  it('shows the terminal waiting, then approved while the order is paid', async () => {
    const charge = deferred<typeof approved>();
    const pay = deferred<typeof paid>();
    const t = setup({ chargeTerminal: [charge.promise], pay: [pay.promise] });
    t.controller.chooseTender('card');
    const paying = t.controller.pay(order());
    expect(t.view()).toMatchObject({ terminal: 'waiting', pending: true });
    charge.resolve(approved);
    await until(() => t.steps().includes('pay'));
    expect(t.view()).toMatchObject({ terminal: 'approved', pending: true });
    pay.resolve(paid);
    await paying;
    expect(t.view()).toMatchObject({ terminal: 'approved', pending: false });
  });

  it.each([['cheque'], ['offline-voucher']] as const)('%s pays the amount due', async (tender) => {
    const t = setup();
    t.controller.chooseTender(tender);
    await t.controller.pay(order());
    expect(t.calls[0]).toEqual(['pay', payBody({ payments: [{ tenderType: tender, amount: 1250 }] })]);
  });

  it('an answer without an order id: completed with nowhere to go', async () => {
    const t = setup({ pay: [{ completeOrderId: null, orderId: null, status: 'success' }] });
    t.controller.chooseTender('card');
    await t.controller.pay(order({ selectedUserId: null }));
    expect(t.calls[1]?.[1]).toMatchObject({ selectedUserId: null });
    expect(t.completions).toEqual([{ orderId: null, target: null }]);
    expect(t.controller.getSnapshot().status).toBe('paid');
  });
});

describe('till payment controller: declines and failures', () => {
  it('the terminal declines: nothing is paid, no error, and Pay sends the card again', async () => {
    const t = setup({ chargeTerminal: [declined] });
    t.controller.chooseTender('card');
    await t.controller.pay(order());
    expect(t.steps()).toEqual(['chargeTerminal']);
    expect(t.controller.getSnapshot()).toMatchObject({ status: 'declined', error: null });
    expect(t.view()).toMatchObject({ terminal: 'declined', pending: false });
    await t.controller.pay(order());
    expect(t.steps()).toEqual(['chargeTerminal', 'chargeTerminal', 'pay', 'afterPayment']);
    expect(t.completions).toHaveLength(1);
  });

  it('after a decline, another tender starts afresh', async () => {
    const t = setup({ chargeTerminal: [declined] });
    t.controller.chooseTender('card');
    await t.controller.pay(order());
    t.controller.chooseTender('offline-voucher');
    expect(t.view()).toMatchObject({ terminal: 'idle' });
  });

  it.each([
    ['the terminal refused', 'chargeTerminal', new ApiError(409, 'The terminal is busy.'), 'The terminal is busy.', ['chargeTerminal']],
    ['the order refused', 'pay', new ApiError(422, 'Basket has changed.'), 'Basket has changed.', ['chargeTerminal', 'pay']],
    ['the network', 'pay', new TypeError('Failed to fetch'), 'Something went wrong, please try again.', ['chargeTerminal', 'pay']],
  ] as const)('a card and %s: the text shown, the terminal back to present the card', async (_name, step, failure, error, steps) => {
    const t = setup({ [step]: [failure] });
    t.controller.chooseTender('card');
    await t.controller.pay(order());
    expect(t.steps()).toEqual(steps);
    expect(t.controller.getSnapshot()).toMatchObject({ status: 'ready', tender: 'card', error });
    expect(t.view()).toMatchObject({ terminal: 'idle', pending: false });
    expect(t.completions).toEqual([]);
  });

  it('cash refused: the text shown until the next Pay, which clears it', async () => {
    const pay = deferred<typeof paid>();
    const t = setup({ pay: [new ApiError(403, 'Till is closed.'), pay.promise] });
    t.controller.typeTendered('12.50');
    await t.controller.pay(order());
    expect(t.controller.getSnapshot()).toMatchObject({ status: 'ready', error: 'Till is closed.' });
    t.controller.chooseTender('cheque');
    expect(t.controller.getSnapshot().error).toBe('Till is closed.');
    const again = t.controller.pay(order());
    expect(t.controller.getSnapshot()).toMatchObject({ status: 'paying', error: null });
    pay.resolve(paid);
    await again;
  });

  it('a failure after the order is paid (going to it) is shown with the generic text', async () => {
    const t = setup({}, { failCompletion: true });
    t.controller.typeTendered('20');
    await t.controller.pay(order());
    expect(t.controller.getSnapshot()).toMatchObject({ status: 'ready', error: 'Something went wrong, please try again.' });
  });
});

describe('till payment controller: what Pay ignores', () => {
  it.each([
    ['no basket yet', order({ cart: null }), 'card', ''],
    ['an empty basket', order({ cart: { itemHash: 'h', totals: { balance: 0, itemCount: 0 } } }), 'card', ''],
    ['cash short of the amount due', order(), 'cash', '12.49'],
    ['cash not typed', order(), 'cash', ''],
    ['cash with the till closed', order({ tillOpen: false }), 'cash', '20'],
    ['a cheque with the till closed', order({ tillOpen: false }), 'cheque', ''],
  ] as const)('%s', async (_name, o, tender, tendered) => {
    const t = setup();
    t.controller.chooseTender(tender);
    t.controller.typeTendered(tendered);
    await t.controller.pay(o);
    expect(t.calls).toEqual([]);
    expect(t.controller.getSnapshot().status).toBe('ready');
  });

  it('a second Pay, or a new tender, while the first is under way', async () => {
    const charge = deferred<typeof approved>();
    const t = setup({ chargeTerminal: [charge.promise] });
    t.controller.chooseTender('card');
    const first = t.controller.pay(order());
    await t.controller.pay(order());
    t.controller.chooseTender('cash');
    expect(t.controller.getSnapshot()).toMatchObject({ status: 'charging', tender: 'card' });
    charge.resolve(approved);
    await first;
    expect(t.steps()).toEqual(['chargeTerminal', 'pay', 'afterPayment']);
  });
});

describe('till payment controller: the store', () => {
  it('tells subscribers of each change, not of ignored events, and no longer once unsubscribed', () => {
    const t = setup();
    let heard = 0;
    const stop = t.controller.subscribe(() => heard++);
    t.controller.typeTendered('5');
    expect(heard).toBe(1);
    const before = t.controller.getSnapshot();
    void t.controller.pay(order({ cart: null }));
    expect(t.controller.getSnapshot()).toBe(before);
    expect(heard).toBe(1);
    stop();
    t.controller.typeTendered('6');
    expect(heard).toBe(1);
  });
});

describe('tillPaymentClient: the calls over the API', () => {
  const fakeApi = createFakeApi({ getToken: () => 'staff-token' });
  const wire = { terms: true, source: 'foh', item_hash: 'hash_1', completed_waivers: [], selected_user_id: 42 };

  it('charges the terminal, pays with the wire names, and reloads what a payment changes', async () => {
    const { api, calls } = fakeApi((call: Call) =>
      call.url.endsWith('/checkout/terminal')
        ? { status: 200, body: { data: { terminal_payment_id: 'tp_9', amount: 1250, status: 'approved' } } }
        : { status: 200, body: { data: { complete_order_id: 9, order_id: 9, status: 'success' } } },
    );
    const reloaded: unknown[][] = [];
    const invalidator: QueryInvalidator = { invalidateQueries: ({ queryKey }) => reloaded.push([...queryKey]) };
    const controller = createTillPaymentController({ client: tillPaymentClient(api, invalidator) });
    controller.chooseTender('card');
    await controller.pay(order());
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/checkout/terminal', { amount: 1250 }],
      ['POST', '/api/checkout/pay', { ...wire, payments: [{ tender_type: 'card', amount: 1250 }], terminal_payment_id: 'tp_9' }],
    ]);
    expect(reloaded).toEqual(keysToInvalidate('paymentSucceeded').map((key) => [...key]));
    expect(controller.getSnapshot().status).toBe('paid');
  });
});
