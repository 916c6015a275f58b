import {
  cartTotals,
  formatVenueDate,
  formatVenueTime,
  messages,
  paymentCoverMessages,
  paymentCoverProblem,
  requiresTillToOpen,
  tenderTypesNeedingTill,
  uuidSchema,
  type PaymentChannel,
  type PaymentWire,
} from '@courtside/core';
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Failpoint } from './failpoint';
import { fieldError } from '../auth/fieldError';
import { currentCart, reservedCredit, type CartDeps } from '../cart/cart.service';
import { orderReference } from './orderReference';
import { cartRepo, eachKind, type CartOwner, type LoadedCart } from '../cart/cart.repo';
import type { Db, Tx } from '../db/database';
import { cartItems, orderLineItems, orderPayments, orders, paymentTransactions, users, type PaymentTransactionRow } from '../db/schema';
import { tenantDb, type TenantDb } from '../db/tenantDb';
import { publish } from '../events/publish';
import { spendPackageUses } from '../holdings/packageUsage';
import { spendDiscountUses } from '../cart/discountCodes';
import { HttpError } from '../http/httpError';
import { lockTerminalPayment, markTerminalPaymentUsed, openSessionOf } from '../till/till.repo';
import type { ChargeResult, PaymentProvider } from './paymentProvider';

/** Texts of checkout failures the spec leaves open (its §8 texts are used where it gives them). */
export const checkoutMessages = messages.checkout;

export interface CheckoutDeps extends CartDeps {
  provider: PaymentProvider;
  /** Crash points of the kill -9 tests (services.failpoint). */
  failpoint: (name: Failpoint) => void;
}

/** The payment sweep is the server's own job, across tenants: it binds each payment's tenant itself. */
export type SweepDeps = Omit<CheckoutDeps, 'scope'> & { db: Db };

/** A payment row of the scope's tenant, by id, and-ed with `conditions`. */
const paymentWhere = (scope: TenantDb, id: string, ...conditions: SQL[]) => scope.owned(paymentTransactions, eq(paymentTransactions.id, id), ...conditions);

/** What a checkout step is asked to pay (spec §7 payments, terms, item_hash). */
export interface PaymentPlan {
  payments: readonly PaymentWire[];
  terms: boolean;
  itemHash?: string;
}

const cardAmount = (payments: readonly PaymentWire[]) => payments.find((p) => p.tender_type === 'card')?.amount ?? 0;
const creditAmount = (payments: readonly PaymentWire[]) => payments.find((p) => p.tender_type === 'credit')?.amount ?? 0;

/** The most credit this cart may use now: what POST /api/credits/apply reserved, within what the owner has. */
export const creditLimitOf = (loaded: LoadedCart) => reservedCredit(loaded);

/**
 * Spec §5 terms, the basket's item_hash and spec §4/§9 payments (the channel's tenders, adding up to the balance, with
 * at most `creditLimit` of credit — none for a checkout link the customer did not allow credit on).
 */
export function checkPlan(loaded: LoadedCart, plan: PaymentPlan, terms: string | null, channel: PaymentChannel = 'online', creditLimit = creditLimitOf(loaded)): void {
  if (terms && !plan.terms) throw fieldError('terms', checkoutMessages.termsRequired);
  if (plan.itemHash !== undefined && plan.itemHash !== loaded.itemHash) throw new HttpError(409, checkoutMessages.basketChanged);
  if (loaded.lines.length === 0) throw new HttpError(422, checkoutMessages.basketEmpty);
  const problem = paymentCoverProblem(
    plan.payments.map((p) => ({ tenderType: p.tender_type, amount: p.amount })),
    cartTotals(loaded.lines).balance,
    creditLimit,
    channel,
  );
  if (problem) throw fieldError('payments', paymentCoverMessages[problem]);
}

/** Keeps the holds of a cart alive while its payment runs (a card step may take minutes); false if any lapsed. */
async function extendHolds(deps: CartDeps, loaded: LoadedCart): Promise<boolean> {
  const now = deps.now();
  const until = new Date(now.getTime() + deps.holdMinutes * 60_000);
  return (await eachKind(loaded.lines, (kind, lines) => kind.extend(deps.scope, lines, until, now))).every(Boolean);
}

/** How a card is named to the provider: a token (older flow) or the payment session (session flow). */
export type CardSource = { token: string } | { sessionId: string };

/** The same request for the same basket gives the same fingerprint; anything else paying that basket differs. */
const fingerprintOf = (plan: PaymentPlan & { source: string }, card: CardSource) =>
  createHash('sha256').update(JSON.stringify([plan.payments, plan.terms, plan.source, card])).digest('hex');

const openStatuses = ['prepared', 'sca_required', 'authorised'] as const;

/**
 * Claims the one live payment of a basket (payment idempotency): one row per cart and item_hash may be live (a partial
 * unique index), so of concurrent or replayed requests exactly one goes to the provider. A replay of the same request
 * answers that row; another request for the same basket is 409 — unless the first is a challenge left open, which
 * gives way (voided) so the customer can try another card. A failed or voided payment frees its basket and its session.
 */
async function claimPayment(deps: CheckoutDeps, values: Omit<typeof paymentTransactions.$inferInsert, 'tenantId'>): Promise<{ row: PaymentTransactionRow; fresh: boolean }> {
  const { scope } = deps;
  for (let attempt = 0; attempt < 2; attempt++) {
    const [created] = await scope.db.insert(paymentTransactions).values({ ...values, tenantId: scope.tenantId }).onConflictDoNothing().returning();
    if (created) return { row: created, fresh: true };
    const [live] = await scope.db
      .select()
      .from(paymentTransactions)
      .where(scope.owned(paymentTransactions, eq(paymentTransactions.idempotencyKey, values.idempotencyKey!), notInArray(paymentTransactions.status, ['failed', 'voided'])));
    if (!live) {
      // The session is already used for another basket, or the live row just failed: nothing to replay.
      if (values.sessionId) throw new HttpError(409, checkoutMessages.basketChanged);
      continue;
    }
    if (live.fingerprint === values.fingerprint) {
      if (live.status === 'prepared') throw new HttpError(409, checkoutMessages.paymentInProgress);
      return { row: live, fresh: false };
    }
    if (live.status !== 'sca_required') throw new HttpError(409, live.status === 'prepared' ? checkoutMessages.paymentInProgress : checkoutMessages.paymentDetailsDiffer);
    await voidPayment(deps, live);
  }
  throw new HttpError(409, checkoutMessages.paymentInProgress);
}

/**
 * Starts a card payment for a checked cart: claims the basket's one live payment (a replay answers the first), keeps
 * the holds, then asks the provider — outside any transaction, with the row's id as its idempotency key — and records
 * what it said. No card amount (all credit): authorised at once.
 */
export async function startCharge(
  deps: CheckoutDeps,
  owner: CartOwner,
  loaded: LoadedCart,
  plan: PaymentPlan & { source: string },
  card: CardSource,
): Promise<PaymentTransactionRow> {
  const amount = { amount: cardAmount(plan.payments), currency: loaded.lines[0]?.currency ?? 'GBP' };
  const sessionId = 'sessionId' in card ? card.sessionId : null;
  const { row, fresh } = await claimPayment(deps, {
    cartId: loaded.cart.id,
    userId: owner.userId,
    provider: deps.provider.name,
    sessionId,
    ...amount,
    itemHash: loaded.itemHash,
    idempotencyKey: `${loaded.cart.id}:${loaded.itemHash}`,
    fingerprint: fingerprintOf(plan, card),
    status: 'prepared',
    payments: [...plan.payments],
    terms: plan.terms,
    source: plan.source,
  });
  if (!fresh) return row;
  if (!(await extendHolds(deps, loaded))) {
    await deps.scope.db.update(paymentTransactions).set({ status: 'failed', failure: checkoutMessages.holdExpired }).where(paymentWhere(deps.scope, row.id));
    throw new HttpError(409, checkoutMessages.holdExpired);
  }
  let result: ChargeResult;
  try {
    result =
      amount.amount === 0
        ? { status: 'authorised', reference: 'no-card' }
        : 'token' in card
          ? await deps.provider.chargeToken(card.token, amount, row.id)
          : await deps.provider.chargeSession(card.sessionId, amount, row.id);
  } catch (error) {
    // The provider may or may not have authorised: release whatever it holds under this key, then fail the row.
    await voidPayment(deps, row);
    throw error;
  }
  deps.failpoint('after-authorisation');
  const [updated] = await deps.scope.db
    .update(paymentTransactions)
    .set({ status: result.status, providerReference: result.reference, failure: result.status === 'failed' ? result.message : null })
    .where(paymentWhere(deps.scope, row.id, eq(paymentTransactions.status, 'prepared')))
    .returning();
  return updated ?? (await deps.scope.db.select().from(paymentTransactions).where(paymentWhere(deps.scope, row.id)))[0]!;
}

/** Releases a payment that will not become an order: at the provider (by its key), then the row (voided). */
export async function voidPayment(deps: Pick<CheckoutDeps, 'scope' | 'provider'>, row: Pick<PaymentTransactionRow, 'id' | 'amount'>): Promise<void> {
  if (row.amount > 0) await deps.provider.voidAuthorisation(row.id);
  await deps.scope.db
    .update(paymentTransactions)
    .set({ status: 'voided' })
    .where(paymentWhere(deps.scope, row.id, isNull(paymentTransactions.orderId), notInArray(paymentTransactions.status, ['captured', 'capturing'])));
}

/** Takes the money of a payment whose order is written, then marks it captured. */
async function capturePayment(deps: Pick<CheckoutDeps, 'scope' | 'provider'>, row: Pick<PaymentTransactionRow, 'id' | 'amount'>): Promise<void> {
  if (row.amount > 0) await deps.provider.capture(row.id);
  await deps.scope.db.update(paymentTransactions).set({ status: 'captured' }).where(paymentWhere(deps.scope, row.id, eq(paymentTransactions.status, 'capturing')));
}

/**
 * Puts payments in a final state after a crash or an abandoned checkout (run at start and every minute): every order's
 * payment still capturing is captured; every payment with no order that its holds have outlived (`holdMinutes` after
 * it began, or any time before `now` when given a later clock) is voided at the provider. `userIds` limits it to
 * those customers' payments (a test's own, on a database other tests share).
 */
export async function sweepPayments(deps: SweepDeps, scope: { userIds?: readonly number[] } = {}): Promise<{ captured: number; voided: number }> {
  const whose = scope.userIds ? inArray(paymentTransactions.userId, [...scope.userIds]) : undefined;
  // Each payment is settled in its own tenant's scope.
  const own = (row: PaymentTransactionRow) => ({ provider: deps.provider, scope: tenantDb(deps.db, row.tenantId) });
  const capturing = await deps.db.select().from(paymentTransactions).where(and(eq(paymentTransactions.status, 'capturing'), whose));
  for (const row of capturing) await capturePayment(own(row), row);
  const cutoff = new Date(deps.now().getTime() - deps.holdMinutes * 60_000);
  const abandoned = await deps.db
    .select()
    .from(paymentTransactions)
    .where(and(inArray(paymentTransactions.status, [...openStatuses]), isNull(paymentTransactions.orderId), lt(paymentTransactions.createdAt, cutoff), whose));
  for (const row of abandoned) await voidPayment(own(row), row);
  return { captured: capturing.length, voided: abandoned.length };
}

/** The customer's transaction; another customer's is not found. */
export async function findTransaction(deps: CartDeps, owner: CartOwner, id: string): Promise<PaymentTransactionRow> {
  const isUuid = uuidSchema.safeParse(id).success;
  const [row] = isUuid
    ? await deps.scope.db.select().from(paymentTransactions).where(paymentWhere(deps.scope, id, eq(paymentTransactions.userId, owner.userId)))
    : [];
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

/** After a 3-D Secure challenge: asks the provider what the bank decided and records it. */
export async function settleChallenge(deps: CheckoutDeps, transaction: PaymentTransactionRow): Promise<PaymentTransactionRow['status']> {
  if (transaction.status !== 'sca_required') return transaction.status;
  const outcome = await deps.provider.challengeOutcome(transaction.providerReference ?? '');
  if (outcome === 'pending') return transaction.status;
  await deps.scope.db
    .update(paymentTransactions)
    .set({ status: outcome, failure: outcome === 'failed' ? messages.threeDSecureFailed : null })
    .where(paymentWhere(deps.scope, transaction.id, eq(paymentTransactions.status, 'sca_required')));
  return outcome;
}

/** The order a completion already made of a cart at this item_hash (a replay, or a concurrent twin), as a query. */
const doneOrder = (tx: TenantDb<Tx>, cartId: number, itemHash: string) =>
  tx.db.select({ id: orders.id }).from(orders).where(tx.owned(orders, eq(orders.cartId, cartId), eq(orders.itemHash, itemHash))).limit(1);

/**
 * Spec §7 completion, as one transaction: the cart is locked; a completion already made for this cart and
 * item_hash (a replay, or a concurrent twin) answers its order; otherwise the holds are settled, the order, its
 * lines and its (at most one card and one credit) payments recorded, credit deducted and the cart emptied. After the
 * commit the card payment is captured and any other authorisation of the cart voided; an authorised payment whose
 * basket can no longer be settled (changed, hold lapsed) is voided too, so no authorisation outlives its checkout.
 */
export async function completeOrder(deps: CheckoutDeps, owner: CartOwner, transactionId: string, terms: string | null, creditLimit?: number): Promise<number> {
  const transaction = await findTransaction(deps, owner, transactionId);
  if (transaction.orderId !== null) return transaction.orderId;
  const now = deps.now();
  let authorised = false;
  let orderId: number;
  try {
    orderId = await deps.scope.transaction(async (tx) => {
      const known = await cartRepo(tx).lockWithCredit(owner);
      // The payment as it is now, with the order a completion already made of this basket (a replay or a twin).
      const [{ fresh, done }] = (await tx.db
        .select({ fresh: paymentTransactions, done: sql<number | null>`(${doneOrder(tx, known.cart.id, transaction.itemHash)})` })
        .from(paymentTransactions)
        .where(paymentWhere(tx, transaction.id))) as [{ fresh: PaymentTransactionRow; done: number | null }];
      if (done !== null) return done;
      if (fresh.status !== 'authorised') throw new HttpError(422, fresh.failure ?? checkoutMessages.notAuthorised);
      authorised = true;
      const loaded = await currentCart({ ...deps, scope: tx }, owner, known);
      const plan = { payments: fresh.payments as PaymentWire[], terms: fresh.terms, itemHash: fresh.itemHash };
      checkPlan(loaded, plan, terms, 'online', creditLimit);
      if (cardAmount(plan.payments) !== fresh.amount) throw fieldError('payments', paymentCoverMessages.mismatch);
      const orderId = await settleCart(tx, owner, loaded, plan, { now, source: fresh.source, customerId: owner.userId, cardReference: fresh.providerReference });
      await tx.db.update(paymentTransactions).set({ status: 'capturing', orderId }).where(paymentWhere(tx, fresh.id));
      return orderId;
    });
  } catch (error) {
    if (authorised && error instanceof HttpError && error.statusCode < 500) await voidPayment(deps, transaction);
    throw error;
  }
  deps.failpoint('after-order');
  await capturePayment(deps, transaction);
  const others = await deps.scope.db
    .select()
    .from(paymentTransactions)
    .where(deps.scope.owned(paymentTransactions, eq(paymentTransactions.cartId, transaction.cartId), ne(paymentTransactions.id, transaction.id), inArray(paymentTransactions.status, [...openStatuses]), isNull(paymentTransactions.orderId)));
  for (const other of others) if (other.status !== 'prepared') await voidPayment(deps, other);
  return orderId;
}

/**
 * Turns a checked, locked cart into an order, inside the caller's transaction: the holds settled (all, or 409), the
 * order with its lines and payments written, credit deducted from the customer (or 422), the cart emptied.
 */
async function settleCart(
  tx: TenantDb<Tx>,
  owner: CartOwner,
  loaded: LoadedCart,
  plan: PaymentPlan & { itemHash: string },
  details: { now: Date; source: string; customerId: number; cardReference: string | null; tillSessionId?: number | null },
): Promise<number> {
  const { now } = details;
  const cartId = loaded.cart.id;
  const totals = cartTotals(loaded.lines);
  const currency = loaded.lines[0]!.currency;
  const [order] = await tx.db
    .insert(orders)
    .values({ tenantId: tx.tenantId, userId: details.customerId, cartId, cartSource: owner.source, source: details.source, status: 'success', total: totals.total, balance: 0, currency, itemHash: plan.itemHash, reference: orderReference(), tillSessionId: details.tillSessionId ?? null, createdAt: now })
    .returning({ id: orders.id });
  const settled = await eachKind(loaded.lines, (kind, lines) => kind.settle(tx, lines, order!.id, now));
  if (!settled.every(Boolean)) throw new HttpError(409, checkoutMessages.holdExpired);
  if (!(await spendPackageUses(tx, loaded.lines, now))) throw new HttpError(409, checkoutMessages.packageSpent);
  if (!(await spendDiscountUses(tx, loaded.lines))) throw new HttpError(409, checkoutMessages.discountSpent);
  const credit = creditAmount(plan.payments);
  if (credit > 0) {
    const paid = await tx.db
      .update(users)
      .set({ creditBalance: sql`${users.creditBalance} - ${credit}` })
      .where(tx.owned(users, eq(users.id, details.customerId), sql`${users.creditBalance} >= ${credit}`))
      .returning({ id: users.id });
    if (paid.length === 0) throw new HttpError(422, messages.creditFailed);
  }
  await tx.db.insert(orderLineItems).values(loaded.lines.map((l) => ({ tenantId: tx.tenantId, orderId: order!.id, name: l.name, summary: lineSummary(l), attendeeName: l.attendeeName, ticketName: l.ticketName, purchasableType: l.purchasableType, purchasableId: l.purchasableId, price: l.unitPrice * l.quantity, createdAt: now })));
  if (plan.payments.length > 0) {
    await tx.db.insert(orderPayments).values(plan.payments.map((p) => ({ tenantId: tx.tenantId, orderId: order!.id, tenderType: p.tender_type, amount: p.amount, transactionId: p.tender_type === 'card' ? details.cardReference : null })));
  }
  await tx.db.delete(cartItems).where(tx.owned(cartItems, eq(cartItems.cartId, cartId)));
  await publish(tx.db, { type: 'orderCompleted', tenantId: tx.tenantId, orderId: order!.id });
  await cartRepo(tx).touch(cartId, now, { generalCreditReserved: 0, membershipCreditReserved: 0 });
  return order!.id;
}

/**
 * Spec §7 front of house, POST /api/checkout/pay: staff take the till's tenders (cash, the card terminal, cheque,
 * offline voucher) for their foh cart, for the customer they act for; one transaction, like an online completion,
 * and idempotent on the cart's item_hash (a replay answers the order it made). Spec §6 requiresTillToOpen: cash and
 * cheques need the staff member's till open (core's tenderTypesNeedingTill); the order joins the open till session.
 * A card tender names the terminal's approved payment for exactly the card amount, used once.
 */
export async function payAtTill(
  deps: CartDeps,
  owner: CartOwner,
  customerId: number,
  plan: PaymentPlan & { itemHash: string; source: string; terminalPaymentId: string | null },
  terms: string | null,
): Promise<number> {
  const now = deps.now();
  const orderId = await deps.scope.transaction(async (tx) => {
    const known = await cartRepo(tx).lockWithCredit(owner);
    const [done] = await doneOrder(tx, known.cart.id, plan.itemHash);
    if (done) return done.id;
    const loaded = await currentCart({ ...deps, scope: tx }, owner, known);
    checkPlan(loaded, plan, terms, 'foh');
    const till = await openSessionOf(tx, owner.userId, true);
    const tenders = plan.payments.map((p) => ({ tenderType: p.tender_type }));
    if (requiresTillToOpen(tenders, tenderTypesNeedingTill) && !till) throw new HttpError(422, messages.till.closed);
    const card = cardAmount(plan.payments);
    let terminal: string | null = null;
    if (card > 0) {
      if (!plan.terminalPaymentId) throw new HttpError(422, messages.till.terminalNeeded);
      const approved = await lockTerminalPayment(tx, owner.userId, plan.terminalPaymentId);
      if (!approved) throw new HttpError(422, messages.till.terminalUnknown);
      if (approved.amount !== card) throw new HttpError(422, messages.till.terminalAmount);
      terminal = approved.id;
    }
    const id = await settleCart(tx, owner, loaded, plan, { now, source: plan.source, customerId, cardReference: terminal, tillSessionId: till?.id ?? null });
    if (terminal) await markTerminalPaymentUsed(tx, terminal, id);
    return id;
  });
  return orderId;
}

/** An order line's summary: when (spec §9 formats, the venue's zone) and where the session is, and how many places. */
function lineSummary(line: LoadedCart['lines'][number]): string | null {
  if (!line.session) return null;
  const { sessions, startsAt, endsAt, timezone } = line.session;
  if (sessions) {
    const [from, to] = [formatVenueDate(startsAt, timezone), formatVenueDate(endsAt, timezone)];
    return `${sessions.length === 1 ? '1 session' : `${sessions.length} sessions`} · ${from === to ? from : `${from} – ${to}`} · ${line.session.venueName}`;
  }
  const places = line.quantity > 1 ? ` · ${line.quantity} places` : '';
  return `${formatVenueDate(startsAt, timezone)} ${formatVenueTime(startsAt, timezone)} · ${line.session.venueName}${line.session.location ? `, ${line.session.location}` : ''}${places}`;
}
