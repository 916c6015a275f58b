import { requiresTillToOpen } from '../cart/requiresTillToOpen';
import { cashChange, parseTillAmount, tenderTypesNeedingTill, tillAmountInvalid, tillPayment, type TillTender } from '../cart/till';
import { MAX_TILL_AMOUNT } from '../contract/till';

/**
 * Where a payment at the till stands: taking the tender (ready), the card on the terminal (charging), the order being
 * paid (paying), the terminal's decline (declined) or paid.
 */
export type TillPaymentStatus = 'ready' | 'charging' | 'paying' | 'declined' | 'paid';

/** The card terminal's step as the till shows it. */
export type TillTerminalStep = 'idle' | 'waiting' | 'approved' | 'declined';

/** A payment at the till: its step, the tender chosen, the cash tendered as typed and the refusal shown. */
export interface TillPaymentState {
  status: TillPaymentStatus;
  tender: TillTender;
  /** 'Cash tendered' as typed; read with parseTillAmount. Kept when the tender changes. */
  tendered: string;
  /** The last payment's refusal, shown until the next Pay (changing the tender keeps it). */
  error: string | null;
}

/** Everything that can happen to a payment at the till. */
export type TillPaymentEvent =
  | { type: 'tenderChosen'; tender: TillTender }
  | { type: 'tenderedTyped'; text: string }
  | { type: 'payStarted' }
  | { type: 'terminalAnswered'; status: 'approved' | 'declined' }
  | { type: 'paySucceeded' }
  | { type: 'payFailed'; error: string };

const allStatuses: readonly TillPaymentStatus[] = ['ready', 'charging', 'paying', 'declined', 'paid'];
/** No call is under way: the tender may change and Pay may start. */
const settled: readonly TillPaymentStatus[] = ['ready', 'declined', 'paid'];

/** Where every payment at the till starts: cash, nothing tendered yet. */
export const initialTillPaymentState: TillPaymentState = { status: 'ready', tender: 'cash', tendered: '', error: null };

type Transition<E extends TillPaymentEvent> = { from: readonly TillPaymentStatus[]; to: (state: TillPaymentState, event: E) => TillPaymentState };
type Transitions = { [K in TillPaymentEvent['type']]: Transition<Extract<TillPaymentEvent, { type: K }>> };

/** The till's payment transitions: which steps each event leaves, and the state it leads to. */
export const tillPaymentTransitions: Transitions = {
  // A new tender starts its own step (the terminal back to 'present the card'); the refusal stays until Pay.
  tenderChosen: { from: settled, to: (s, e) => ({ ...s, status: 'ready', tender: e.tender }) },
  tenderedTyped: { from: allStatuses, to: (s, e) => ({ ...s, tendered: e.text }) },
  // A card is sent to the terminal first; any other tender pays the order at once.
  payStarted: { from: settled, to: (s) => ({ ...s, status: s.tender === 'card' ? 'charging' : 'paying', error: null }) },
  // A decline is no error: the till says so and Pay sends the card again.
  terminalAnswered: { from: ['charging'], to: (s, e) => ({ ...s, status: e.status === 'approved' ? 'paying' : 'declined' }) },
  paySucceeded: { from: ['paying'], to: (s) => ({ ...s, status: 'paid' }) },
  payFailed: { from: ['charging', 'paying'], to: (s, e) => ({ ...s, status: 'ready', error: e.error }) },
};

/**
 * The till's payment as a pure reducer: applies an event allowed in the current step and ignores any other
 * (returning the same state), so a tender cannot change and Pay cannot start twice while a call is under way.
 */
export function tillPaymentReducer(state: TillPaymentState, event: TillPaymentEvent): TillPaymentState {
  const transition = tillPaymentTransitions[event.type] as Transition<typeof event>;
  return transition.from.includes(state.status) ? transition.to(state, event) : state;
}

/** The basket the till takes payment for (the cart's fields it reads). */
export interface TillBasket {
  itemHash: string;
  totals: { balance: number; itemCount: number };
}

/** What the till's payment depends on beyond its own state: the basket (null until read) and whether the till is open. */
export interface TillPaymentContext {
  cart: TillBasket | null;
  tillOpen: boolean;
}

/** What the till shows and may do (amounts in minor units, formatted by the front end). */
export interface TillPaymentView {
  /** The basket's balance: the server cart's, with any credit already taken off. */
  due: number;
  itemCount: number;
  terminal: TillTerminalStep;
  /** A call is under way: the terminal or the payment. */
  pending: boolean;
  /** Cash covering the amount due: the change to give (0 when exact). */
  changeDue: number | null;
  /** Cash short of the amount due: by how much. */
  shortBy: number | null;
  /** Cash is the tender and what was typed as tendered is no amount (core's tillAmountInvalid): the field says so. */
  tenderedInvalid: boolean;
  /** The tender goes in the drawer and the till is closed. */
  tillNeeded: boolean;
  /** The payment to send (core's tillPayment), or null while it cannot be taken. */
  payments: ReturnType<typeof tillPayment>;
  /** There is something to pay and the tender can pay it (whether a call is under way is `pending`). */
  canPay: boolean;
}

function terminalStep({ status, tender }: TillPaymentState): TillTerminalStep {
  if (status === 'charging') return 'waiting';
  if (status === 'declined') return 'declined';
  return tender === 'card' && (status === 'paying' || status === 'paid') ? 'approved' : 'idle';
}

/**
 * The till's rules for its payment panel (spec §6 requiresTillToOpen, §4/§5 payments add up to the balance): the
 * change due or the shortfall of cash typed (or that it is no amount), whether the drawer tender needs the till open,
 * and whether Pay may go.
 */
export function tillPaymentView(state: TillPaymentState, { cart, tillOpen }: TillPaymentContext): TillPaymentView {
  const due = cart?.totals.balance ?? 0;
  const itemCount = cart?.totals.itemCount ?? 0;
  const cash = parseTillAmount(state.tendered, MAX_TILL_AMOUNT);
  const outcome = state.tender === 'cash' && cash !== null ? cashChange(cash, due) : null;
  const payments = tillPayment(state.tender, due, { tendered: cash, tillOpen });
  return {
    due,
    itemCount,
    terminal: terminalStep(state),
    pending: state.status === 'charging' || state.status === 'paying',
    changeDue: outcome && outcome.short === 0 ? outcome.change : null,
    shortBy: outcome && outcome.short > 0 ? outcome.short : null,
    tenderedInvalid: state.tender === 'cash' && tillAmountInvalid(state.tendered, MAX_TILL_AMOUNT),
    tillNeeded: requiresTillToOpen([{ tenderType: state.tender }], tenderTypesNeedingTill) && !tillOpen,
    payments,
    canPay: payments !== null && itemCount > 0,
  };
}
