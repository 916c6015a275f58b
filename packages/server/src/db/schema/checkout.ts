import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tenants } from './tenancy';

const tenantId = () => integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' });
const zoned = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Spec §3 Cart: one per user and source (online, foh…). `version` grows with every change, so item_hash (derived
 * from the items and the version) changes whenever the cart does. Reserved credit is what POST /api/credits/apply set.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    selectedUserId: integer('selected_user_id'),
    generalCreditReserved: integer('general_credit_reserved').notNull().default(0),
    membershipCreditReserved: integer('membership_credit_reserved').notNull().default(0),
    version: integer('version').notNull().default(0),
    updatedAt: zoned('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_tenant_user_source_unique').on(t.tenantId, t.userId, t.source)],
);

/** Spec §3 Cart item: what it buys, for whom, at what unit price; a session's item holds a reserved booking. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    purchasableType: text('purchasable_type').notNull(),
    purchasableId: text('purchasable_id').notNull(),
    occurrenceId: integer('occurrence_id'),
    bookingId: integer('booking_id'),
    purchasedForUserId: integer('purchased_for_user_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** What one costs now (minor units), and what it costs without the membership benefit. */
    unitPrice: integer('unit_price').notNull(),
    standardUnitPrice: integer('standard_unit_price').notNull(),
    currency: text('currency').notNull(),
    benefitApplied: boolean('benefit_applied').notNull().default(false),
    packageApplied: boolean('package_applied').notNull().default(false),
    /** Spec §3 Ticket the line is priced at (a ticketed session; null otherwise). */
    ticketId: uuid('ticket_id'),
    /** The booking bundle a camp or course line holds (its bookings, extras and answers). */
    bundleId: integer('bundle_id'),
    /** The customer's package whose use pays for the line (package_applied), and the line's price without it. */
    customerPackageId: integer('customer_package_id'),
    unpackagedUnitPrice: integer('unpackaged_unit_price'),
    /** The discount code on the line and the line's price without it (Remove discount restores it). */
    discountCodeId: integer('discount_code_id'),
    undiscountedUnitPrice: integer('undiscounted_unit_price'),
    /** What the card of a line holding no session shows (a membership's type, plan and length), set by its kind. */
    details: jsonb('details').$type<LineDetails>(),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    index('cart_items_customer_package_idx').on(t.customerPackageId),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('cart_items_prices_not_negative', sql`${t.unitPrice} >= 0 and ${t.standardUnitPrice} >= 0`),
  ],
);

/** A sessionless line's card: its spec §3 cartable type, and for a membership the plan it buys and its length. */
export interface LineDetails {
  cartableType: 'membership' | 'membership_change' | 'membership_renewal' | 'guest_pass';
  newMembership?: string;
  length?: string;
}

/** Spec §3 Order: totals in minor units; unique per cart and item_hash, so a replayed completion finds it. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id').notNull(),
    cartSource: text('cart_source').notNull(),
    source: text('source').notNull(),
    status: text('status', { enum: ['success', 'pending', 'cancelled', 'awaiting_payment'] }).notNull(),
    total: integer('total').notNull(),
    balance: integer('balance').notNull().default(0),
    currency: text('currency').notNull(),
    itemHash: text('item_hash').notNull(),
    /** What the customer quotes: a random code, not the sequential id (orderReference.ts). */
    reference: text('reference').notNull().default(sql`upper(substr(md5(random()::text), 1, 4) || '-' || substr(md5(random()::text), 1, 4))`),
    /** Minor units given back (account credit when a booking is cancelled in time); spec §3 refund_status follows. */
    refunded: integer('refunded').notNull().default(0),
    /** Front of house: the till session that took it (drizzle/0020). */
    tillSessionId: integer('till_session_id'),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_cart_item_hash_unique').on(t.cartId, t.itemHash),
    uniqueIndex('orders_tenant_reference_unique').on(t.tenantId, t.reference),
    index('orders_tenant_user_idx').on(t.tenantId, t.userId),
    check('orders_total_not_negative', sql`${t.total} >= 0`),
  ],
);

/** Spec §3 order line item. */
export const orderLineItems = pgTable(
  'order_line_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    summary: text('summary'),
    purchasableType: text('purchasable_type').notNull(),
    purchasableId: text('purchasable_id').notNull(),
    price: integer('price').notNull(),
    /** Who the line was for and the ticket it was priced at, as they were named when it was bought. */
    attendeeName: text('attendee_name'),
    ticketName: text('ticket_name'),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_line_items_order_idx').on(t.orderId)],
);

/** Spec §3 Payment as recorded on an order: at most one card and one credit entry (spec §9). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    tenderType: text('tender_type').notNull(),
    amount: integer('amount').notNull(),
    transactionId: text('transaction_id'),
  },
  (t) => [uniqueIndex('order_payments_order_tender_unique').on(t.orderId, t.tenderType), check('order_payments_amount_not_negative', sql`${t.amount} >= 0`)],
);

/**
 * A card payment at a provider: prepared for a cart (amount and item_hash fixed then), authorised, possibly
 * challenged (3-D Secure), then captured by the completion that creates the order.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    cartId: integer('cart_id').notNull(),
    userId: integer('user_id').notNull(),
    provider: text('provider').notNull(),
    /** The provider session (session flow), or null (older authorise flow). */
    sessionId: text('session_id'),
    providerReference: text('provider_reference'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    itemHash: text('item_hash').notNull(),
    status: text('status', { enum: ['prepared', 'sca_required', 'authorised', 'failed', 'capturing', 'captured', 'voided'] }).notNull(),
    /**
     * Idempotency at the provider: one live authorisation per cart and item_hash. A replay with
     * the same request (fingerprint) answers the first; another request for the same basket is 409.
     */
    idempotencyKey: text('idempotency_key'),
    fingerprint: text('fingerprint'),
    failure: text('failure'),
    /** What the completion will record (session flow: given at /session/payment, completed later by id). */
    payments: jsonb('payments').$type<Array<{ tender_type: string; amount: number }>>().notNull().default(sql`'[]'::jsonb`),
    terms: boolean('terms').notNull().default(false),
    source: text('source').notNull().default('online'),
    orderId: integer('order_id'),
    /** What the client needs for the provider's own 3-D Secure challenge (Stripe: the intent's client secret). */
    scaData: jsonb('sca_data').$type<Record<string, unknown>>(),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_transactions_cart_idx').on(t.cartId),
    // A payment session pays one basket at a time; after a decline or a void the customer may try it again.
    uniqueIndex('payment_transactions_session_unique').on(t.sessionId).where(sql`status not in ('failed', 'voided')`),
    uniqueIndex('payment_transactions_live_key_unique').on(t.idempotencyKey).where(sql`status not in ('failed', 'voided')`),
    index('payment_transactions_open_idx').on(t.status, t.createdAt),
    check('payment_transactions_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * The built-in sandbox provider's own records (a real provider keeps these on its side): card tokens made by its
 * card frame, its payment sessions (with the card confirmed against them) and its 3-D Secure challenges.
 */
export const sandboxRecords = pgTable(
  'sandbox_records',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['token', 'session', 'charge'] }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
);

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItemRow = typeof cartItems.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

/**
 * Spec §2 /checkout/{checkoutId} and §6 "a separate checkout auth token": a link that lets someone pay one customer's
 * online basket without logging in (staff send it from the till, or a customer opens it on another device). The
 * token travels once in the link's query string and is stored hashed; it authenticates only the checkout calls.
 */
export const checkoutLinks = pgTable(
  'checkout_links',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The basket as it was when the link was made: the link pays that item_hash and nothing else. */
    itemHash: text('item_hash'),
    /** Whether the maker chose to let the link pay with the customer's account credit. */
    allowCredit: boolean('allow_credit').notNull().default(false),
    /** The order the link paid (it then reads that order only). */
    orderId: integer('order_id'),
    /** Logout-everywhere, password reset or staff revocation ends the link. */
    revokedAt: zoned('revoked_at'),
    expiresAt: zoned('expires_at').notNull(),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checkout_links_token_hash_unique').on(t.tokenHash), uniqueIndex('checkout_links_public_id_unique').on(t.tenantId, t.publicId)],
);

/** A booking mail recorded before it is sent: one per kind, subject (order or booking) and recipient (mail/sendOnce.ts). */
export const sentMails = pgTable(
  'sent_mails',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind', { enum: ['order-confirmation', 'booking-cancellation', 'waitlist-offer'] }).notNull(),
    subjectKey: text('subject_key').notNull(),
    recipient: text('recipient').notNull(),
    sentAt: zoned('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sent_mails_once').on(t.tenantId, t.kind, t.subjectKey, t.recipient)],
);

/** A staff member's till session, opened with a float and closed with the cash counted (one open at a time). */
export const tillSessions = pgTable(
  'till_sessions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    staffUserId: integer('staff_user_id').notNull(),
    openedAt: zoned('opened_at').notNull().defaultNow(),
    closedAt: zoned('closed_at'),
    float: integer('float').notNull(),
    counted: integer('counted'),
  },
  (t) => [check('till_sessions_float', sql`${t.float} >= 0`)],
);
export type TillSessionRow = typeof tillSessions.$inferSelect;

/** A card payment the till's terminal answered; an approved one is used by one order. */
export const terminalPayments = pgTable(
  'terminal_payments',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    staffUserId: integer('staff_user_id').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['approved', 'declined'] }).notNull(),
    orderId: integer('order_id'),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [check('terminal_payments_amount', sql`${t.amount} > 0`)],
);
