import { completedOrderId, type PaymentInput, type PreparedPaymentSession } from '../api/checkout.api';
import { remainingBalance, type PaymentList } from '../cart/paymentList';
import type { AnySource } from '../contract/fields';
import { messages } from '../errors/messages';
import type { Site } from '../routing/shell';
import { authorizeOutcome } from './authorizeOutcome';
import type { PaymentClient } from './paymentClient';
import { paymentErrorMessage } from './paymentErrors';
import { requireCreatedTransaction } from './paymentGuards';
import { initialPaymentState, paymentReducer, type PaymentEvent, type PaymentState } from './paymentMachine';
import { snapshotStore } from './snapshotStore';
import { successUrl } from './successUrl';

/** What the card step pays: the payment list (its credit entries), the cart's balance and whether the terms were agreed. */
export interface PaymentOrder {
  payments: PaymentList;
  balance: number;
  terms: boolean;
}

/** Spec §3/§4: the credit entries kept, and what is left for the card (0 when credit covers the balance). */
export function cardPaymentPlan(payments: PaymentList, balance: number): { cardAmount: number; payments: PaymentInput[] } {
  const credits = payments.filter((p) => p.tenderType !== 'card');
  const cardAmount = remainingBalance(credits, balance);
  return { cardAmount, payments: [...credits, ...(cardAmount > 0 ? [{ tenderType: 'card' as const, amount: cardAmount }] : [])] };
}

/** Where a completed payment goes: the order and the spec §4 success URL (null without either). */
export interface PaymentCompletion {
  orderId: string | number | null;
  target: string | null;
}

/** The payment session a card is confirmed for. */
export interface CardSession {
  paymentSessionId: string;
  clientSecret: string | null;
}

/** What the controller is given: the calls, the card frame's tokenise step (a DOM concern) and the channel. */
export interface PaymentControllerDeps {
  client: PaymentClient;
  /**
   * Confirms the card typed into the provider's frame for `session` (the frame may have been opened for an earlier,
   * spent session); rejects with a PaymentError to show the provider's text. A provider whose frame makes a payment
   * method (Stripe's Payment Element) answers `{ paymentMethodId }`, which the payment call carries.
   */
  tokenise(session: CardSession): Promise<unknown>;
  site: Site;
  /** Spec §2: a kiosk's order-confirmed page carries ?kiosk=true. */
  isKiosk?: boolean;
  /** Spec §7 source of the calls; 'online' unless a till or kiosk says otherwise. */
  source?: AnySource;
  /** Called once the order is complete; the front end navigates or shows the order. */
  onCompleted?(completion: PaymentCompletion): void | Promise<void>;
}

/**
 * What a front end renders: the spec §4 machine state, the provider's card frame, any 3-D Secure page and the terms.
 * The frame and the terms outlive a failed attempt (whose session the machine clears), so the customer corrects the
 * card in the same fields and keeps the terms they agreed to.
 */
export interface PaymentSnapshot {
  state: PaymentState;
  frameUrl: string | null;
  challengeUrl: string | null;
  /** A provider whose own script draws the card fields (Stripe.js), with what it needs; null: the sandbox's frame. */
  scriptProvider: ScriptProvider | null;
  /** The provider's own 3-D Secure challenge to run (Stripe: the intent's client secret; Adyen: its action); null when none. */
  providerChallenge: ProviderChallenge | null;
  /** The terms of the latest prepared session (spec §2: the tick box shows only when terms exist). */
  terms: string | null;
}

/** A framework-free card payment: a store (`subscribe`/`getSnapshot`) plus the commands a front end calls. */
export interface PaymentController {
  getSnapshot(): PaymentSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts over with a fresh session (on mount, when the cart changes, when the challenge is closed). */
  start(): Promise<void>;
  /**
   * Pay: tokenise when a card pays part, authorise, then complete or wait for 3-D Secure. After a failed
   * authorisation it pays again in one step (a fresh session behind the same card frame); after a failed completion
   * it replays that completion. Ignored in any other state than ready or failed.
   */
  submit(order: PaymentOrder): Promise<void>;
  /**
   * The 3-D Secure page says the card holder answered (with what the provider's script gave the page, `scaResult`:
   * Adyen Web's details as JSON); the provider says what the bank decided, or asks for one more step.
   */
  challengeAnswered(scaResult?: string): Promise<void>;
  /** After a failure: a failed completion is replayed with its transaction; any other failure starts over. */
  retry(): Promise<void>;
}

/** A card provider whose script the page loads (docs/payments.md): Stripe.js and its Payment Element, or Adyen Web. */
export type ScriptProvider =
  | { name: 'stripe'; publishableKey: string; jsUrl: string; amount: number; currency: string }
  | { name: 'adyen'; clientKey: string; environment: 'test' | 'live'; jsUrl: string; cssUrl: string; amount: number; currency: string; countryCode: string };

/** The provider that draws its own card fields, from a prepared session's sca data (null: the sandbox's frame). */
export function scriptProviderOf(data: unknown): ScriptProvider | null {
  const d = (data ?? {}) as Record<string, unknown>;
  const amount = Number(d.amount ?? 0);
  if (d.provider === 'stripe' && typeof d.publishableKey === 'string' && typeof d.jsUrl === 'string') {
    return { name: 'stripe', publishableKey: d.publishableKey, jsUrl: d.jsUrl, amount, currency: String(d.currency ?? 'gbp') };
  }
  if (d.provider === 'adyen' && typeof d.clientKey === 'string' && typeof d.jsUrl === 'string' && typeof d.cssUrl === 'string') {
    const environment = d.environment === 'live' ? 'live' : 'test';
    return { name: 'adyen', clientKey: d.clientKey, environment, jsUrl: d.jsUrl, cssUrl: d.cssUrl, amount, currency: String(d.currency ?? 'GBP'), countryCode: String(d.countryCode ?? 'GB') };
  }
  return null;
}

/**
 * The provider's own challenge in a payment's sca data: Stripe's client secret (Stripe.js runs it), or the action
 * Adyen Web runs (3-D Secure 2's fingerprint or challenge, or a redirect).
 */
export type ProviderChallenge = { clientSecret: string } | { action: Record<string, unknown> };
function providerChallengeOf(data: unknown): ProviderChallenge | null {
  const d = (data ?? {}) as Record<string, unknown>;
  if (d.provider === 'stripe' && typeof d.clientSecret === 'string') return { clientSecret: d.clientSecret };
  if (d.provider === 'adyen' && d.action && typeof d.action === 'object') return { action: d.action as Record<string, unknown> };
  return null;
}

/**
 * What the provider's frame made of the card, for the payment call: a payment method (Stripe), or the card's
 * encrypted fields with the browser's details (Adyen).
 */
function cardFieldsOf(tokenised: unknown): Record<string, unknown> {
  const t = (tokenised ?? {}) as { paymentMethodId?: unknown; encryptedCard?: unknown; browserInfo?: unknown };
  if (typeof t.paymentMethodId === 'string') return { paymentMethodId: t.paymentMethodId };
  if (t.encryptedCard && typeof t.encryptedCard === 'object') return { encryptedCard: t.encryptedCard, ...(t.browserInfo ? { browserInfo: t.browserInfo } : {}) };
  return {};
}

/** Reads a string field of the provider's sca data (frameUrl on a prepared session, challengeUrl on a challenge). */
function scaField(data: unknown, field: 'frameUrl' | 'challengeUrl'): string | null {
  const value = (data as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value : null;
}

/** The session data the machine keeps of a prepared session (spec §3 Payment-session data). */
function sessionData(session: PreparedPaymentSession) {
  const { paymentProvider, paymentSessionId, clientSecret, returnUrl, successUrl: success, terms } = session;
  return { paymentProvider, paymentSessionId, clientSecret, returnUrl, successUrl: success, terms };
}

/**
 * Spec §4 Payment, provider-based flow, for any channel: prepare → authorise → 3-D Secure → complete, each
 * step an event of core's payment machine and each call through the injected client. A newer start makes the
 * answers of older calls stale, so a changed cart never completes an old attempt.
 */
export function createPaymentController(deps: PaymentControllerDeps): PaymentController {
  const source = deps.source ?? 'online';
  const store = snapshotStore<PaymentSnapshot>({ state: initialPaymentState, frameUrl: null, challengeUrl: null, scriptProvider: null, providerChallenge: null, terms: null });
  let attempt = 0;

  const publish = (next: Partial<PaymentSnapshot>) => store.set({ ...store.getSnapshot(), ...next });
  const dispatch = (event: PaymentEvent) => {
    const state = paymentReducer(store.getSnapshot().state, event);
    if (state === store.getSnapshot().state) return;
    const sca = state.status === 'sca_required' || state.status === 'sca_processing';
    publish({ state, challengeUrl: sca ? scaField(state.session.scaData, 'challengeUrl') : null, providerChallenge: state.status === 'sca_required' ? providerChallengeOf(state.session.scaData) : null });
  };
  // Runs a step's continuation only while its attempt is still the current one.
  const current = (mine: number) => mine === attempt;

  async function start() {
    const mine = ++attempt;
    dispatch({ type: 'reset' });
    dispatch({ type: 'prepareStarted' });
    try {
      const session = await deps.client.prepareSession({ source });
      if (!current(mine)) return;
      publish({ frameUrl: scaField(session.scaData, 'frameUrl') || null, scriptProvider: scriptProviderOf(session.scaData), terms: session.terms });
      dispatch({ type: 'prepareSucceeded', session: sessionData(session) });
    } catch (error) {
      if (current(mine)) dispatch({ type: 'prepareFailed', error: paymentErrorMessage(error, messages.failedToCreatePaymentSession, 'prepare') });
    }
  }

  async function complete(mine: number, transactionId: string) {
    dispatch({ type: 'completeStarted' });
    try {
      const result = await deps.client.completeSession(transactionId);
      if (!current(mine)) return;
      const orderId = completedOrderId(result);
      dispatch({ type: 'completeSucceeded', orderId });
      await deps.onCompleted?.({ orderId, target: successUrl({ orderId, successUrl: store.getSnapshot().state.session.successUrl, site: deps.site, isKiosk: deps.isKiosk }) });
      void deps.client.afterCompletion?.(result);
    } catch (error) {
      if (current(mine)) dispatch({ type: 'completeFailed', error: paymentErrorMessage(error, messages.failedToCompletePayment, 'complete') });
    }
  }

  /**
   * A failed authorisation spent its session: a fresh one is prepared while authorising, but the frame keeps its
   * address (the card fields the customer corrected), and the card is confirmed for the new session.
   */
  async function renewSession(mine: number) {
    const session = await deps.client.prepareSession({ source });
    if (current(mine)) {
      publish({ terms: session.terms });
      dispatch({ type: 'sessionRenewed', session: sessionData(session) });
    }
    return store.getSnapshot().state.session;
  }

  async function submit(order: PaymentOrder) {
    const { status, session: prepared } = store.getSnapshot().state;
    if (status === 'failed' && prepared.transactionId) return complete(attempt, prepared.transactionId);
    const again = status === 'failed';
    if (!again && (status !== 'ready' || !prepared.paymentSessionId)) return;
    const mine = attempt;
    dispatch({ type: 'authorizeStarted' });
    try {
      const session = again ? await renewSession(mine) : prepared;
      if (!current(mine) || !session.paymentSessionId) return;
      const plan = cardPaymentPlan(order.payments, order.balance);
      const tokenised = plan.cardAmount > 0 ? await deps.tokenise({ paymentSessionId: session.paymentSessionId, clientSecret: session.clientSecret }) : undefined;
      if (!current(mine)) return;
      const body = { paymentSessionId: session.paymentSessionId, ...cardFieldsOf(tokenised), payments: plan.payments, terms: order.terms, completedWaivers: [], source };
      const response = await deps.client.sessionPayment(body);
      if (!current(mine)) return;
      const outcome = authorizeOutcome(response);
      // Spec §5: a payment that did not fail must name its transaction, else 'Failed to create transaction'.
      const transactionId = outcome.kind === 'failed' ? '' : requireCreatedTransaction(outcome);
      dispatch({ type: 'authorizeResponded', response });
      if (outcome.kind === 'authorized') await complete(mine, transactionId);
    } catch (error) {
      if (current(mine)) dispatch({ type: 'authorizeFailed', error: paymentErrorMessage(error, messages.failedToAuthorizePayment, 'authorize') });
    }
  }

  async function challengeAnswered(scaResult?: string) {
    const { status, session } = store.getSnapshot().state;
    const transactionId = session.transactionId;
    if (status !== 'sca_required' || !transactionId) return;
    const mine = attempt;
    dispatch({ type: 'scaStarted' });
    try {
      const result = await deps.client.completeSca({ transactionId, transactionUuid: transactionId, scaResult: scaResult ?? 'completed' });
      if (!current(mine)) return;
      dispatch({ type: 'scaResponded', result: result.status, scaData: result.scaData });
      if (result.status === 'authorised') await complete(mine, transactionId);
    } catch (error) {
      if (current(mine)) dispatch({ type: 'scaFailed', error: paymentErrorMessage(error, messages.failedToComplete3ds, 'sca') });
    }
  }

  async function retry() {
    const { status, session } = store.getSnapshot().state;
    if (status === 'failed' && session.transactionId) return complete(attempt, session.transactionId);
    if (status === 'failed' || status === 'prepare_failed') return start();
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start,
    submit,
    challengeAnswered,
    retry,
  };
}
