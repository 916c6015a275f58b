import type { BasketItemPayload, CartableType, CartLineItem } from '@courtside/core';
import type { Tx } from '../db/database';
import type { BookingRow, CartItemRow, NewCartItemRow, OccurrenceRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';

/** Which capacity a hold uses (spec §3 sources; a split session keeps online and foh places apart). */
export type HoldChannel = 'online' | 'foh';

/** What a basket line shows of the thing it holds (spec §3 cart item cartable_resource; order line summaries). */
export interface LineFacts {
  publicId: string;
  bookingType: string;
  startsAt: Date;
  endsAt: Date;
  /** Venue-local wall time, `YYYY-MM-DDTHH:mm:ss`. */
  startsLocal: string;
  endsLocal: string;
  timezone: string;
  venueName: string;
  /** The venue's slug: the basket keeps its theme and footer when no venue was chosen (spec §2 selected venue). */
  venueSlug: string;
  location: string | null;
  /** Until when the line's place is held (a reservation lapses then). */
  heldUntil: Date | null;
  /** A bundle's sessions in start order (venue-local wall times), for the basket's expandable list. */
  sessions?: Array<{ publicId: string; startsLocal: string; endsLocal: string; location: string | null }>;
  /** A bundle's extras (its child items); their cost is part of the line's price. */
  extras?: Array<{ pricingOptionId: number; name: string; quantity: number; unitPrice: number }>;
}

/** An item a kind has checked for its attendee and priced: the cart line to write, and what its claim needs. */
export interface CheckedItem {
  line: Pick<NewCartItemRow, 'purchasableId' | 'occurrenceId' | 'name' | 'unitPrice' | 'standardUnitPrice' | 'currency' | 'benefitApplied' | 'ticketId' | 'details'>;
  /** Kind-private facts its `claim` uses (the waiver agreed, say). */
  claimData: unknown;
  /** Orders concurrent claims so no two transactions wait on each other (claims run in ascending key order). */
  lockKey: number;
  /** False when the attendee held no unexpired package at the check: the add does not look for one to pay the line. */
  packages?: boolean;
}

/**
 * What a new line's claim takes, as data the database's claim runs on (`courtside_claim_line` inside the cart's
 * transaction, `courtside_add_line` for an add of one line sent as one statement; cart/holds.ts).
 */
export interface LineClaim {
  /** The sessions whose places it takes, ascending: one session's, or each of a camp's or course's. */
  sessions: number[];
  /** One session: the places it takes (a ticket may admit several). A bundle: null (one place on each session). */
  places: number | null;
  ticketId: string | null;
  /** The waiver the attendee agreed with the add, recorded with the hold. */
  waiverId: number | null;
  /** A camp's or course's booking that the holds belong to, made with them. */
  bundle: { programme_id: string; whole: boolean; extras: unknown; answers: unknown } | null;
  /** What a refusal says when the attendee already holds a place (`field` names where). */
  alreadyBooked: string;
}

/** A claim of a new line, inside the cart's transaction. */
export interface HoldRequest {
  checked: CheckedItem;
  cartItemId: number;
  attendeeId: number;
  quantity: number;
  channel: HoldChannel;
  now: Date;
  reservedUntil: Date;
  /** The field a refusal names (`items.0`). */
  field: string;
}

/**
 * One kind of thing a basket can hold (spec §3 purchasable types). Cart, checkout and settlement only ever talk to
 * this interface, found by `purchasable_type` in the registry (`purchasables/registry.ts`); a new kind (camp, course,
 * membership, package, guest pass, penalty) is a new file and one registry line, with no edit to cart or checkout.
 *
 * Every method takes the request's tenant-bound database; the ones given a `TenantDb<Tx>` run inside the cart's
 * transaction, which holds the cart's row lock.
 */
export interface PurchasableKind {
  /** Spec §3 purchasable_type of the basket payload. */
  readonly type: BasketItemPayload['purchasable_type'];
  /**
   * What a line of this kind books: one session's places (its order line names the session by its public id), a camp's
   * or course's bundle of sessions, or no place at all (memberships, packages, passes). A late cancellation's pause
   * stops the kinds that book places; an order line of a session is cancelled with its booking.
   */
  readonly books?: 'session' | 'bundle';
  /** The cartable_type names of spec §3's older add payload that mean this kind (POST /api/checkout/cart/add). */
  readonly legacyTypes?: readonly CartableType[];
  /** How its line is named in the checkout cart and the new cart API (`plainView` for a kind that holds no session). */
  view(line: ViewedLine, base: LineItemBase): LineView;
  /**
   * May this attendee buy it now? Priced for them; refusals are 404 or 422 with the spec's reasons. `channel` is the
   * basket's: online adds meet fair use (member windows, no-show pauses), the till's do not.
   */
  check(scope: TenantDb, item: BasketItemPayload, attendeeId: number, now: Date, field: string, channel?: 'online' | 'foh'): Promise<CheckedItem>;
  /** Holds capacity for a new line (the transaction's last steps: its row locks last until commit); refusals throw. */
  claim(scope: TenantDb<Tx>, hold: HoldRequest): Promise<void>;
  /**
   * A kind whose claim is the database's (`claimLine`): what it takes for a new line. An add of one such line, which no
   * way to pay takes itself to, is sent as one statement (cart/addInOneStatement.ts).
   */
  lineClaim?(hold: Omit<HoldRequest, 'cartItemId'>): LineClaim;
  /** Holds a different quantity for a line; refusals throw (422 on `field`). */
  changeQuantity(scope: TenantDb<Tx>, line: CartItemRow, hold: Omit<HoldRequest, 'checked' | 'cartItemId' | 'attendeeId'>): Promise<void>;
  /** Lets go of what lines hold (removal, clearing; inside the cart's transaction): the places are free at once. */
  release(scope: TenantDb<Tx>, lines: readonly CartItemRow[]): Promise<void>;
  /** Keeps lines' holds alive until `until` while a payment runs; false when one has lapsed. */
  extend(scope: TenantDb, lines: readonly CartItemRow[], until: Date, now: Date): Promise<boolean>;
  /** Turns lines' holds into sales of `orderId`; false when one has lapsed (the caller rolls back). */
  settle(scope: TenantDb<Tx>, lines: readonly CartItemRow[], orderId: number, now: Date): Promise<boolean>;
  /**
   * Takes lapsed lines' holds again until `until` where places remain (inside the cart's transaction); answers the ids of
   * the lines held again. Optional: a kind without it has its lapsed lines dropped.
   */
  reclaim?(scope: TenantDb<Tx>, lines: readonly CartItemRow[], until: Date, now: Date): Promise<Set<number>>;
  /**
   * What each line shows (its basket card), or 'lapsed' when its hold has run out and it must leave the basket. A line
   * read with its booking's session (`held`, the basket's own read) needs no statement of its own.
   */
  describe(scope: TenantDb, lines: readonly DescribedLine[], now: Date): Promise<Map<number, LineFacts | 'lapsed'>>;
}

/** A line's booking with its session and venue, as the basket reads them with its lines (one statement fewer). */
export interface HeldSession {
  bookingId: number;
  status: BookingRow['status'];
  reservedUntil: Date | null;
  occurrence: OccurrenceRow;
  venueName: string;
  venueSlug: string;
  locationNames: string | null;
}

/** The fields every item of the new cart API has (spec §3 server-side cart item), which a kind's view completes. */
export type LineItemBase = Pick<CartLineItem, 'id' | 'name' | 'quantity' | 'max_quantity' | 'price' | 'line_total'>;

/** A stored line with what its kind's `describe` said of it (null: it holds no session, or its session is gone). */
export type ViewedLine = CartItemRow & { session: LineFacts | null };

/**
 * How a kind's line is named on the wire (spec §3): its cartable_type in the checkout cart, and its item in the new cart
 * API (null: the line is not listed there, as a session line whose booking is gone).
 */
export interface LineView {
  cartableType: CartableType;
  lineItem: CartLineItem | null;
}

/** The view of a kind whose lines hold no session: the same wire name in both carts. */
export const plainView =
  <T extends CartableType & CartLineItem['type']>(type: T | ((line: ViewedLine) => T)) =>
  (line: ViewedLine, base: LineItemBase): LineView => {
    const name = typeof type === 'function' ? type(line) : type;
    return { cartableType: name, lineItem: { ...base, type: name } as CartLineItem };
  };

/** A cart line, with its booking's session when it was read with it (null: the line holds no booking, or it is gone). */
export type DescribedLine = CartItemRow & { held?: HeldSession | null };
