import type { CallOptions } from '../api/cart.api';
import { completedOrderId, type CheckoutCompletion, type FrontOfHousePayInput } from '../api/checkout.api';
import type { ApiClient } from '../api/createApiClient';
import { chargeTerminal, type TerminalPayment } from '../api/till.api';
import type { TillTender } from '../cart/till';
import { toastErrorMessage } from '../queries/cartQueries';
import type { QueryInvalidator } from '../queries/invalidateKeys';
import { checkoutMutations } from '../queries/checkoutQueries';
import type { PaymentCompletion } from './paymentController';
import { snapshotStore } from './snapshotStore';
import { successUrl } from './successUrl';
import { initialTillPaymentState, tillPaymentReducer, tillPaymentView, type TillPaymentContext, type TillPaymentEvent, type TillPaymentState } from './tillPaymentMachine';

/** The calls a payment at the till makes, injected so a test (or another till) supplies its own. */
export interface TillPaymentClient {
  /** POST /api/checkout/terminal: the card terminal approves or declines the amount. */
  chargeTerminal(amount: number): Promise<Pick<TerminalPayment, 'status' | 'terminalPaymentId'>>;
  /** POST /api/checkout/pay (spec §7 front of house). */
  pay(body: FrontOfHousePayInput): Promise<Pick<CheckoutCompletion, 'completeOrderId' | 'orderId' | 'status'>>;
  /** Reloads what a completed payment changes (spec §4 'paymentSucceeded'). */
  afterPayment?(result: { status: string }): Promise<unknown>;
}

/** The till's client over core's API calls and the front-of-house mutation factory, whose reload rules come along. */
export function tillPaymentClient(api: ApiClient, invalidator: QueryInvalidator, options: CallOptions = {}): TillPaymentClient {
  const pay = checkoutMutations.pay(api, invalidator, options);
  return { chargeTerminal: (amount) => chargeTerminal(api, amount), pay: pay.mutationFn, afterPayment: pay.onSuccess };
}

/** What the till's controller is given: the calls, and what to do once the order is paid. */
export interface TillPaymentControllerDeps {
  client: TillPaymentClient;
  /** Called once the order is paid, with its confirmation page (null without an order id). */
  onCompleted?(completion: PaymentCompletion): void | Promise<void>;
}

/** What Pay sends beyond the controller's own state: the basket, the till, and the customer served. */
export interface TillPaymentOrder extends TillPaymentContext {
  selectedUserId: number | null;
}

/** A framework-free payment at the till: a store (`subscribe`/`getSnapshot`) plus the commands the till calls. */
export interface TillPaymentController {
  getSnapshot(): TillPaymentState;
  subscribe(listener: () => void): () => void;
  /** Ignored while a call is under way. */
  chooseTender(tender: TillTender): void;
  typeTendered(text: string): void;
  /**
   * Pay: a card goes to the terminal first (a decline stops there, without an error); then the order is paid for the
   * customer served with one tender for the amount due. Ignored while a call is under way or when the view says the
   * payment cannot be taken.
   */
  pay(order: TillPaymentOrder): Promise<void>;
}

/**
 * The till's payment (spec §6/§7 front of house, source foh): the steps are events of core's till payment machine and
 * each call goes through the injected client. A failure of either call shows the server's text (or the generic one).
 */
export function createTillPaymentController(deps: TillPaymentControllerDeps): TillPaymentController {
  const store = snapshotStore<TillPaymentState>(initialTillPaymentState);
  const dispatch = (event: TillPaymentEvent) => store.set(tillPaymentReducer(store.getSnapshot(), event));

  async function pay(order: TillPaymentOrder) {
    const state = store.getSnapshot();
    const { due, payments, canPay, pending } = tillPaymentView(state, order);
    if (!order.cart || !payments || !canPay || pending) return;
    dispatch({ type: 'payStarted' });
    try {
      let terminalPaymentId: string | null = null;
      if (state.tender === 'card') {
        const answer = await deps.client.chargeTerminal(due);
        dispatch({ type: 'terminalAnswered', status: answer.status });
        if (answer.status === 'declined') return;
        terminalPaymentId = answer.terminalPaymentId;
      }
      const { itemHash } = order.cart;
      const body = { payments, terms: true, source: 'foh' as const, itemHash, completedWaivers: [], selectedUserId: order.selectedUserId, terminalPaymentId };
      const done = await deps.client.pay(body);
      void deps.client.afterPayment?.(done);
      const orderId = completedOrderId(done);
      await deps.onCompleted?.({ orderId, target: successUrl({ orderId, site: 'bookings' }) });
      dispatch({ type: 'paySucceeded' });
    } catch (failure) {
      dispatch({ type: 'payFailed', error: toastErrorMessage(failure) });
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    chooseTender: (tender) => dispatch({ type: 'tenderChosen', tender }),
    typeTendered: (text) => dispatch({ type: 'tenderedTyped', text }),
    pay,
  };
}
