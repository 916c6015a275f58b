import type { CheckoutLink } from '../api/checkout.api';
import { toastErrorMessage } from '../queries/cartQueries';
import { snapshotStore } from './snapshotStore';

/** A checkout link made at the till, for the customer it was made for. */
export interface MadeCheckoutLink {
  customerId: number;
  /** The whole address: the customer opens it on their own device. */
  url: string;
  /** A QR code image of the address (a data: URL). */
  qrDataUrl: string;
  /** When the link stops working (ISO, as the server answered). */
  expiresAt: string;
}

/** The till's checkout link panel: the credit choice, the link last made, the call under way, its refusal, 'Copied'. */
export interface CheckoutLinkState {
  allowCredit: boolean;
  made: MadeCheckoutLink | null;
  pending: boolean;
  error: string | null;
  copied: boolean;
}

/** Everything that can happen to the till's checkout link. */
export type CheckoutLinkEvent =
  | { type: 'creditAllowed'; allow: boolean }
  | { type: 'createStarted' }
  | { type: 'createSucceeded'; made: MadeCheckoutLink }
  | { type: 'createFailed'; error: string }
  | { type: 'copyAnswered'; copied: boolean };

/** No link yet, account credit not offered. */
export const initialCheckoutLinkState: CheckoutLinkState = { allowCredit: false, made: null, pending: false, error: null, copied: false };

/**
 * The till's checkout link as a pure reducer: a new call clears the last refusal and keeps the last link until a new
 * one is made (a failed call keeps it); a new link is not yet copied.
 */
export function checkoutLinkReducer(state: CheckoutLinkState, event: CheckoutLinkEvent): CheckoutLinkState {
  switch (event.type) {
    case 'creditAllowed':
      return { ...state, allowCredit: event.allow };
    case 'createStarted':
      return { ...state, pending: true, error: null };
    case 'createSucceeded':
      return { ...state, pending: false, made: event.made, copied: false };
    case 'createFailed':
      return { ...state, pending: false, error: event.error };
    case 'copyAnswered':
      return { ...state, copied: event.copied };
  }
}

/** The link to show while serving `customerId`: only one made for them (never the last customer's). */
export function checkoutLinkFor(state: CheckoutLinkState, customerId: number | null): MadeCheckoutLink | null {
  return state.made && state.made.customerId === customerId ? state.made : null;
}

/** What the checkout link controller is given: the call, and the device's address, QR code and clipboard. */
export interface CheckoutLinkControllerDeps {
  /** POST /api/checkout/links for the customer served (core's createCheckoutLink). */
  create(customerId: number, allowCredit: boolean): Promise<Pick<CheckoutLink, 'url' | 'expiresAt'>>;
  /** The whole address of the link's path on this site. */
  address(path: string): string;
  /** A QR code image of the address. */
  qrCode(url: string): Promise<string>;
  /** Writes to the clipboard; undefined where the device has none (nothing changes). */
  copy(text: string): Promise<void> | undefined;
}

/** A framework-free store and commands for the till's checkout link panel. */
export interface CheckoutLinkController {
  getSnapshot(): CheckoutLinkState;
  subscribe(listener: () => void): () => void;
  allowCredit(allow: boolean): void;
  /** Makes a link for the customer served (none when no one is); ignored while a link is being made. */
  create(customerId: number | null): Promise<void>;
  /** Copies the last link made; 'Copied' shows once the clipboard has it. */
  copy(): Promise<void>;
}

/**
 * Spec §2 /checkout/{checkoutId}: a link made at the till pays the served customer's online basket from any device,
 * with their account credit when staff allow it. Shown as its address and a QR code to scan.
 */
export function createCheckoutLinkController(deps: CheckoutLinkControllerDeps): CheckoutLinkController {
  const store = snapshotStore<CheckoutLinkState>(initialCheckoutLinkState);
  const dispatch = (event: CheckoutLinkEvent) => store.set(checkoutLinkReducer(store.getSnapshot(), event));

  async function create(customerId: number | null) {
    const { pending, allowCredit } = store.getSnapshot();
    if (customerId === null || pending) return;
    dispatch({ type: 'createStarted' });
    try {
      const made = await deps.create(customerId, allowCredit);
      const url = deps.address(made.url ?? '');
      dispatch({ type: 'createSucceeded', made: { customerId, url, qrDataUrl: await deps.qrCode(url), expiresAt: made.expiresAt } });
    } catch (failure) {
      dispatch({ type: 'createFailed', error: toastErrorMessage(failure) });
    }
  }

  async function copy() {
    const { made } = store.getSnapshot();
    const copying = made ? deps.copy(made.url) : undefined;
    if (!copying) return;
    const copied = await copying.then(
      () => true,
      () => false,
    );
    dispatch({ type: 'copyAnswered', copied });
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    allowCredit: (allow) => dispatch({ type: 'creditAllowed', allow }),
    create,
    copy,
  };
}
