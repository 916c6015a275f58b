import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tillTenders, type TillTender } from '../cart/till';
import {
  initialTillPaymentState,
  tillPaymentReducer,
  tillPaymentView,
  type TillPaymentEvent,
  type TillPaymentState,
  type TillPaymentStatus,
} from './tillPaymentMachine';

const at = (status: TillPaymentStatus, patch: Partial<TillPaymentState> = {}): TillPaymentState => ({
  status,
  tender: 'cash',
  tendered: '20',
  error: null,
  ...patch,
});
const statuses: TillPaymentStatus[] = ['ready', 'charging', 'paying', 'declined', 'paid'];
const events: Record<TillPaymentEvent['type'], TillPaymentEvent> = {
  tenderChosen: { type: 'tenderChosen', tender: 'cheque' },
  tenderedTyped: { type: 'tenderedTyped', text: '7.50' },
  payStarted: { type: 'payStarted' },
  terminalAnswered: { type: 'terminalAnswered', status: 'approved' },
  paySucceeded: { type: 'paySucceeded' },
  payFailed: { type: 'payFailed', error: 'Till is closed' },
};

/** State × event → next status (cash tender); every pair not listed is ignored. */
const allowed: Record<TillPaymentEvent['type'], Partial<Record<TillPaymentStatus, TillPaymentStatus>>> = {
  tenderChosen: { ready: 'ready', declined: 'ready', paid: 'ready' },
  tenderedTyped: Object.fromEntries(statuses.map((s) => [s, s])),
  payStarted: { ready: 'paying', declined: 'paying', paid: 'paying' },
  terminalAnswered: { charging: 'paying' },
  paySucceeded: { paying: 'paid' },
  payFailed: { charging: 'ready', paying: 'ready' },
};

describe('till payment transition table', () => {
  const cases = statuses.flatMap((status) =>
    (Object.keys(events) as TillPaymentEvent['type'][]).map((type) => [status, type, allowed[type][status] ?? null] as const));
  it.each(cases)('%s + %s → %s', (status, type, next) => {
    const state = at(status);
    const result = tillPaymentReducer(state, events[type]);
    if (next === null) expect(result).toBe(state);
    else expect(result.status).toBe(next);
  });
});

describe('till payment transitions', () => {
  it('starts on cash with nothing tendered and no error', () => {
    expect(initialTillPaymentState).toEqual({ status: 'ready', tender: 'cash', tendered: '', error: null });
  });

  it('a new tender keeps the cash typed and the last refusal, and leaves a decline or a paid order', () => {
    const next = tillPaymentReducer(at('declined', { tender: 'card', error: 'Basket changed' }), { type: 'tenderChosen', tender: 'cash' });
    expect(next).toEqual({ status: 'ready', tender: 'cash', tendered: '20', error: 'Basket changed' });
    expect(tillPaymentReducer(at('paid', { tender: 'card' }), { type: 'tenderChosen', tender: 'card' }).status).toBe('ready');
  });

  it('the tender cannot change while the terminal or the payment is under way', () => {
    for (const status of ['charging', 'paying'] as const) {
      const state = at(status, { tender: 'card' });
      expect(tillPaymentReducer(state, { type: 'tenderChosen', tender: 'cash' })).toBe(state);
    }
  });

  it('cash can be typed at any step', () => {
    for (const status of statuses) expect(tillPaymentReducer(at(status), { type: 'tenderedTyped', text: '' })).toEqual(at(status, { tendered: '' }));
  });

  it.each([
    ['card', 'charging'],
    ['cash', 'paying'],
    ['cheque', 'paying'],
    ['offline-voucher', 'paying'],
  ] as const)('Pay with %s goes to %s and clears the last refusal', (tender, next) => {
    expect(tillPaymentReducer(at('ready', { tender, error: 'Till is closed' }), { type: 'payStarted' })).toEqual(at(next, { tender, error: null }));
  });

  it('the terminal approves (the order is paid next) or declines (no error: Pay sends the card again)', () => {
    const charging = at('charging', { tender: 'card' });
    expect(tillPaymentReducer(charging, { type: 'terminalAnswered', status: 'approved' })).toEqual(at('paying', { tender: 'card' }));
    const declined = tillPaymentReducer(charging, { type: 'terminalAnswered', status: 'declined' });
    expect(declined).toEqual(at('declined', { tender: 'card', error: null }));
    expect(tillPaymentReducer(declined, { type: 'payStarted' }).status).toBe('charging');
  });

  it('a failure of either call is shown and the tender kept', () => {
    for (const status of ['charging', 'paying'] as const) {
      expect(tillPaymentReducer(at(status, { tender: 'card' }), { type: 'payFailed', error: 'Nope' })).toEqual(at('ready', { tender: 'card', error: 'Nope' }));
    }
  });

  it('the order paid: paid, with nothing else changed', () => {
    expect(tillPaymentReducer(at('paying'), { type: 'paySucceeded' })).toEqual(at('paid'));
  });
});

const cart = (balance: number, itemCount = 1) => ({ itemHash: 'h1', totals: { balance, itemCount } });

describe('till payment view: the terminal step and the call under way', () => {
  const cases = statuses.flatMap((status) => tillTenders.map((tender) => [status, tender] as const));
  const expected = (status: TillPaymentStatus, tender: TillTender) => {
    if (status === 'charging') return 'waiting';
    if (status === 'declined') return 'declined';
    return tender === 'card' && (status === 'paying' || status === 'paid') ? 'approved' : 'idle';
  };
  it.each(cases)('%s with %s', (status, tender) => {
    const view = tillPaymentView(at(status, { tender }), { cart: cart(500), tillOpen: true });
    expect(view.terminal).toBe(expected(status, tender));
    expect(view.pending).toBe(status === 'charging' || status === 'paying');
  });
});

describe('till payment view: change, shortfall, the till and Pay', () => {
  it.each([
    ['20', 1250, 750, null],
    ['12.50', 1250, 0, null],
    ['£12.49', 1250, null, 1],
    ['1', 1250, null, 1150],
    ['', 1250, null, null],
    ['twenty', 1250, null, null],
    ['100001', 1250, null, null],
  ] as const)('cash %j against %i: change %s, short %s', (tendered, due, changeDue, shortBy) => {
    const view = tillPaymentView(at('ready', { tendered }), { cart: cart(due), tillOpen: true });
    expect(view).toMatchObject({ due, changeDue, shortBy });
    expect(view.canPay).toBe(changeDue !== null);
  });

  it.each(['card', 'cheque', 'offline-voucher'] as const)('%s shows no change or shortfall, whatever was typed as cash', (tender) => {
    expect(tillPaymentView(at('ready', { tender, tendered: '1' }), { cart: cart(1250), tillOpen: true })).toMatchObject({ changeDue: null, shortBy: null });
  });

  it.each([
    ['cash', false, true, false],
    ['cash', true, false, true],
    ['cheque', false, true, false],
    ['cheque', true, false, true],
    ['card', false, false, true],
    ['offline-voucher', false, false, true],
  ] as const)('%s with the till open=%s: till needed %s, Pay %s', (tender, tillOpen, tillNeeded, canPay) => {
    const view = tillPaymentView(at('ready', { tender, tendered: '20' }), { cart: cart(1250), tillOpen });
    expect(view).toMatchObject({ tillNeeded, canPay });
    expect(view.payments).toEqual(canPay ? [{ tenderType: tender, amount: 1250 }] : null);
  });

  it.each([
    ['abc', true],
    ['1e3', true],
    ['-1', true],
    ['5.205', true],
    ['100000.01', true],
    ['', false],
    ['£', false],
    ['12.', false],
    ['12.5', false],
    ['£20', false],
  ])('cash tendered %j is no amount: %s', (tendered, tenderedInvalid) => {
    const view = tillPaymentView(at('ready', { tendered }), { cart: cart(1250), tillOpen: true });
    expect(view.tenderedInvalid).toBe(tenderedInvalid);
    if (tenderedInvalid) expect(view).toMatchObject({ changeDue: null, shortBy: null, canPay: false });
  });

  it.each(['card', 'cheque', 'offline-voucher'] as const)('%s does not read the cash field, so nothing typed there is wrong', (tender) => {
    expect(tillPaymentView(at('ready', { tender, tendered: 'abc' }), { cart: cart(1250), tillOpen: true }).tenderedInvalid).toBe(false);
  });

  it('nothing in the basket (or no basket yet): nothing due and no Pay', () => {
    expect(tillPaymentView(at('ready', { tender: 'card' }), { cart: cart(0, 0), tillOpen: true })).toMatchObject({ itemCount: 0, canPay: false });
    expect(tillPaymentView(at('ready', { tender: 'card' }), { cart: null, tillOpen: true })).toMatchObject({ due: 0, itemCount: 0, canPay: false });
  });

  it('Pay stays allowed while a call is under way (pending says so)', () => {
    expect(tillPaymentView(at('paying'), { cart: cart(1250), tillOpen: true })).toMatchObject({ pending: true, canPay: true });
  });

  it('cash: change and shortfall are never both shown, and change plus what is due is what was tendered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (tendered, due) => {
        const view = tillPaymentView(at('ready', { tendered: (tendered / 100).toFixed(2) }), { cart: cart(due), tillOpen: true });
        expect(view.changeDue === null || view.shortBy === null).toBe(true);
        if (view.changeDue !== null) expect(view.changeDue + due).toBe(tendered);
        else expect(due - view.shortBy!).toBe(tendered);
        expect(view.canPay).toBe(tendered >= due);
      }),
    );
  });
});
