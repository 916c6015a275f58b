import type { FetchInit, FetchResponse } from './createApiClient';

/**
 * Reads the server answered while it sent the page: the public GET responses a route needs first, keyed by the exact
 * URL the API client asks for, embedded in the HTML so the page does not wait a round trip for them. A visitor's page
 * carries only what does not depend on who is asking, and answers only anonymous requests; a page the server sent a
 * signed-in customer (their session's cookie, SESSION_COOKIE) carries the reads it made as them, marked so, and
 * answers only their own requests. A linked member's or a checkout link's requests always go to the network.
 */
export type PreloadedReads = Record<string, string>;

/** The id of the `<script type="application/json">` element that carries the reads. */
export const PRELOADED_READS_ID = 'cs-preloaded-reads';

/**
 * The element to put in the page: JSON that cannot close its script element or start markup, marked when the reads
 * were made as the signed-in customer (`personal`).
 */
export function preloadedReadsScript(reads: PreloadedReads, { personal: forCustomer = false }: { personal?: boolean } = {}): string {
  const json = JSON.stringify(reads).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${PRELOADED_READS_ID}"${forCustomer ? ` data-for="${PERSONAL_READS}"` : ''}>${json}</script>`;
}

/** Parses the element's text; anything that is not a map of strings counts as nothing preloaded. */
export function parsePreloadedReads(text: string | null | undefined): PreloadedReads {
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * The cookie the app sets while what it draws is not what a visitor sees, saying why (`ownView`): `customer` while a
 * customer is signed in and acts for themself, `own` for anything the server cannot see (a kiosk, an embedded frame, a
 * linked member booked for, a checkout link's basket). The server then sends no visitor's first view (server
 * `web/firstView.ts`); for `customer`, with the session's cookie (SESSION_COOKIE), it draws the customer's own on the
 * pages it can.
 */
export const OWN_VIEW_COOKIE = 'courtside_own_view';

/**
 * The cookie the app keeps the signed-in customer's token in, beside its own storage, so a page navigation tells the
 * server who is asking: it is read only when a page is sent (its reads made with it, and the customer's first view),
 * never as the API's credential, which stays the bearer header.
 */
export const SESSION_COOKIE = 'courtside_session';

/** What the app draws beyond a visitor's view, and so what the server may draw first (see OWN_VIEW_COOKIE); null: a visitor's. */
export type OwnView = 'customer' | 'own';

/** Why the app draws its own view (see OWN_VIEW_COOKIE), or null when it draws what a visitor sees. */
export function ownView(state: {
  token: string | null;
  isKiosk: boolean;
  isEmbedded: boolean;
  selectedUserId?: number | null;
  checkoutToken?: string | null;
}): OwnView | null {
  if (state.isKiosk || state.isEmbedded || (state.selectedUserId ?? null) !== null || (state.checkoutToken ?? null) !== null) return 'own';
  return state.token !== null ? 'customer' : null;
}

/** The marker of reads the server made as the signed-in customer (`preloadedReadsScript`'s `personal`). */
const PERSONAL_READS = 'customer';

/** Whether the page's reads were made as the signed-in customer (the reads' element says so). */
export const readsArePersonal = (element: { getAttribute(name: string): string | null } | null): boolean =>
  element?.getAttribute('data-for') === PERSONAL_READS;

const personal = ['Authorization', 'X-Checkout-Token', 'X-Selected-User-Id'];

/**
 * Answers a request from the preloaded reads, each at most once (a later read of the same URL is a refetch and goes
 * to the network), and only a GET. Anonymous reads answer only anonymous requests; reads the server made as the
 * signed-in customer (`madeWith`: their token) answer only requests with exactly that token (not a linked member's,
 * nor a checkout link's, nor another session's signed in later in the same tab). Undefined means: fetch it.
 */
export function createPreloadedFetch(reads: PreloadedReads, { madeWith = null }: { madeWith?: string | null } = {}) {
  const left = new Map(Object.entries(reads));
  const refused = madeWith === null ? personal : personal.filter((name) => name !== 'Authorization');
  return (url: string, init: FetchInit): FetchResponse | undefined => {
    if (init.method !== 'GET' || refused.some((name) => init.headers[name] !== undefined)) return undefined;
    if (madeWith !== null && init.headers.Authorization !== `Bearer ${madeWith}`) return undefined;
    const body = left.get(url);
    if (body === undefined) return undefined;
    left.delete(url);
    return { ok: true, status: 200, text: () => Promise.resolve(body) };
  };
}

/**
 * A first view drawn by the server is readable at once (no `inert`: a screen reader meets its main content and links
 * before any script runs), but its buttons and fields do nothing until the app takes it over. The server marks each with
 * this attribute, says so on it (buttons, selects, boxes to tick `aria-disabled` and described by the element
 * `FIRST_VIEW_WAITING_ID`, fields to type in `readonly`), and the app removes exactly what it added once it has taken the view over (`unmarkFirstView`).
 */
export const FIRST_VIEW_WAIT_ATTRIBUTE = 'data-first-view-wait';
export const FIRST_VIEW_WAITING_ID = 'cs-first-view-waiting';

/** What the server added to one control of a first view, as the marker's value lists it. */
type Added = 'aria-disabled' | 'aria-describedby' | 'readonly';

/** Inputs a customer types into (made read-only); any other input but a hidden one is pressed (said to be waiting). */
const typedInput = /\stype="(text|email|tel|search|url|password|number|date|time|datetime-local|month|week)"/;

/** Marks the controls of a first view's markup (well-formed, as React's renderer writes it). */
export function markFirstView(markup: string): string {
  return markup.replace(/<(button|select|input|textarea)\b([^>]*)>/g, (tag, name: string, attributes: string) => {
    if (name === 'input' && /\stype="hidden"/.test(attributes)) return tag;
    const has = (attribute: string) => new RegExp(`\\s${attribute}(=|\\s|$|/)`, 'i').test(attributes);
    const typed = name === 'textarea' || (name === 'input' && (!/\stype="/.test(attributes) || typedInput.test(attributes)));
    const added: Added[] = typed
      ? has('readonly') ? [] : ['readonly']
      : (['aria-disabled', 'aria-describedby'] as const).filter((a) => !has(a));
    if (added.length === 0) return tag;
    const values: Record<Added, string> = { 'aria-disabled': ' aria-disabled="true"', 'aria-describedby': ` aria-describedby="${FIRST_VIEW_WAITING_ID}"`, readonly: ' readonly=""' };
    const selfClosing = attributes.endsWith('/');
    const kept = selfClosing ? attributes.slice(0, -1) : attributes;
    return `<${name}${kept}${added.map((a) => values[a]).join('')} ${FIRST_VIEW_WAIT_ATTRIBUTE}="${added.join(' ')}"${selfClosing ? '/' : ''}>`;
  });
}

/** What `unmarkFirstView` needs of the page (core knows no DOM): the root element and its document. */
interface MarkedElement {
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
}
export interface FirstViewRoot {
  querySelectorAll(selector: string): ArrayLike<MarkedElement>;
  ownerDocument: { getElementById(id: string): { remove(): void } | null } | null;
}

/** Takes off what `markFirstView` added (and the waiting text), leaving what the app drew itself. */
export function unmarkFirstView(root: FirstViewRoot): void {
  for (const control of Array.from(root.querySelectorAll(`[${FIRST_VIEW_WAIT_ATTRIBUTE}]`))) {
    for (const added of (control.getAttribute(FIRST_VIEW_WAIT_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) control.removeAttribute(added);
    control.removeAttribute(FIRST_VIEW_WAIT_ATTRIBUTE);
  }
  root.ownerDocument?.getElementById(FIRST_VIEW_WAITING_ID)?.remove();
}
