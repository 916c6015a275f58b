import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import { deferred } from '../testing/fakePaymentClient';
import {
  checkoutLinkFor,
  checkoutLinkReducer,
  createCheckoutLinkController,
  initialCheckoutLinkState,
  type CheckoutLinkControllerDeps,
  type CheckoutLinkState,
  type MadeCheckoutLink,
} from './checkoutLinkController';

const madeFor = (customerId: number, url = 'https://till.example/checkout/c1?token=t'): MadeCheckoutLink => ({
  customerId,
  url,
  qrDataUrl: `qr:${url}`,
  expiresAt: '2026-12-01T18:00:00Z',
});
const state = (patch: Partial<CheckoutLinkState> = {}): CheckoutLinkState => ({ ...initialCheckoutLinkState, ...patch });

describe('checkout link transitions', () => {
  it('starts with no link and account credit not offered', () => {
    expect(initialCheckoutLinkState).toEqual({ allowCredit: false, made: null, pending: false, error: null, copied: false });
  });

  it.each([
    ['credit allowed', state(), { type: 'creditAllowed', allow: true }, state({ allowCredit: true })],
    ['credit withdrawn', state({ allowCredit: true }), { type: 'creditAllowed', allow: false }, state()],
    ['a call starts: the refusal cleared, the link kept', state({ error: 'No', made: madeFor(1) }), { type: 'createStarted' }, state({ pending: true, made: madeFor(1) })],
    ['a link made: not yet copied', state({ pending: true, copied: true, made: madeFor(1) }), { type: 'createSucceeded', made: madeFor(2) }, state({ made: madeFor(2) })],
    ['a call refused: the last link kept', state({ pending: true, made: madeFor(1) }), { type: 'createFailed', error: 'No' }, state({ error: 'No', made: madeFor(1) })],
    ['copied', state({ made: madeFor(1) }), { type: 'copyAnswered', copied: true }, state({ made: madeFor(1), copied: true })],
    ['the copy failed', state({ made: madeFor(1), copied: true }), { type: 'copyAnswered', copied: false }, state({ made: madeFor(1) })],
  ] as const)('%s', (_name, from, event, to) => {
    expect(checkoutLinkReducer(from, event)).toEqual(to);
  });

  it('shows a link only while serving the customer it was made for', () => {
    expect(checkoutLinkFor(state({ made: madeFor(1) }), 1)).toEqual(madeFor(1));
    expect(checkoutLinkFor(state({ made: madeFor(1) }), 2)).toBeNull();
    expect(checkoutLinkFor(state({ made: madeFor(1) }), null)).toBeNull();
    expect(checkoutLinkFor(state(), 1)).toBeNull();
  });
});

/** A controller over recorded fakes: the server answers `answers` in turn (an Error rejects). */
function setup(answers: unknown[] = [], clipboard: CheckoutLinkControllerDeps['copy'] = () => Promise.resolve()) {
  const calls: unknown[][] = [];
  const controller = createCheckoutLinkController({
    create: (customerId, allowCredit) => {
      calls.push(['create', customerId, allowCredit]);
      const reply = answers.length ? answers.shift() : { url: '/checkout/c1?token=t', expiresAt: '2026-12-01T18:00:00Z' };
      return (reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply)) as never;
    },
    address: (path) => `https://till.example${path || '/'}`,
    qrCode: async (url) => `qr:${url}`,
    copy: (text) => {
      calls.push(['copy', text]);
      return clipboard(text);
    },
  });
  return { controller, calls, snapshot: () => controller.getSnapshot() };
}

describe('checkout link controller', () => {
  it('makes a link for the customer served: its whole address, a QR code of it and its expiry', async () => {
    const t = setup();
    await t.controller.create(5);
    expect(t.calls).toEqual([['create', 5, false]]);
    expect(t.snapshot()).toEqual(state({ made: madeFor(5) }));
  });

  it('offers account credit when staff allow it', async () => {
    const t = setup();
    t.controller.allowCredit(true);
    await t.controller.create(5);
    expect(t.calls).toEqual([['create', 5, true]]);
    expect(t.snapshot().allowCredit).toBe(true);
  });

  it('a link without an address is the site itself', async () => {
    const t = setup([{ url: null, expiresAt: '2026-12-01T18:00:00Z' }]);
    await t.controller.create(5);
    expect(t.snapshot().made?.url).toBe('https://till.example/');
  });

  it('makes none when no one is served, or while one is being made', async () => {
    const answer = deferred<unknown>();
    const t = setup([answer.promise]);
    await t.controller.create(null);
    expect(t.calls).toEqual([]);
    const first = t.controller.create(5);
    expect(t.snapshot().pending).toBe(true);
    await t.controller.create(6);
    answer.resolve({ url: '/checkout/c1?token=t', expiresAt: '2026-12-01T18:00:00Z' });
    await first;
    expect(t.calls).toEqual([['create', 5, false]]);
    expect(t.snapshot()).toMatchObject({ pending: false, made: { customerId: 5 } });
  });

  it.each([
    ['the server refuses: its text', new ApiError(422, 'The basket is empty.'), 'The basket is empty.'],
    ['anything else: the generic text', new TypeError('Failed to fetch'), 'Something went wrong, please try again.'],
  ])('%s, and the last link kept', async (_name, failure, error) => {
    const t = setup([{ url: '/checkout/c1?token=t', expiresAt: '2026-12-01T18:00:00Z' }, failure]);
    await t.controller.create(5);
    await t.controller.create(5);
    expect(t.snapshot()).toMatchObject({ pending: false, error, made: madeFor(5) });
  });

  it("copies the link, says 'Copied', and a new link is not yet copied", async () => {
    const t = setup();
    await t.controller.copy();
    expect(t.calls).toEqual([]);
    await t.controller.create(5);
    await t.controller.copy();
    expect(t.calls.at(-1)).toEqual(['copy', 'https://till.example/checkout/c1?token=t']);
    expect(t.snapshot().copied).toBe(true);
    await t.controller.create(5);
    expect(t.snapshot().copied).toBe(false);
  });

  it('a clipboard that refuses: not copied; a device without one: nothing changes', async () => {
    const refused = setup([], () => Promise.reject(new Error('denied')));
    await refused.controller.create(5);
    await refused.controller.copy();
    expect(refused.snapshot().copied).toBe(false);
    const none = setup([], () => undefined);
    await none.controller.create(5);
    const before = none.snapshot();
    await none.controller.copy();
    expect(none.snapshot()).toBe(before);
  });
});
