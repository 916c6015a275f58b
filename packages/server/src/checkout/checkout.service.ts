import {
  cartTotals,
  formatVenueDate,
  formatVenueTime,
  messages,
  paymentCoverMessages,
  paymentCoverProblem,
  requiresTillToOpen,
  tenderTypesNeedingTill,
  type PaymentChannel,
  type PaymentWire,
} from '@courtside/core';
import { eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { fieldError } from '../auth/fieldError';
import { currentCart, reservedCredit, type CartDeps } from '../cart/cart.service';
import { orderReference } from './orderReference';
import { cartRepo, eachKind, type CartOwner, type LoadedCart } from '../cart/cart.repo';
import type { Tx } from '../db/database';
import { cartItems, orderLineItems, orderPayments, orders, paymentTransactions, type PaymentTransactionRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { publish } from '../events/publish';
import { waysToPay } from '../waysToPay/registry';
import { HttpError } from '../http/httpError';
import { findUser, mayActFor } from '../users/users.repo';
import { lockTerminalPayment, markTerminalPaymentUsed, openSessionOf } from '../till/till.repo';
import { capturePayment, cardAmount, findTransaction, openStatuses, paymentWhere, voidPayment, type CheckoutDeps, type PaymentPlan } from './payments';

/** Texts of checkout failures the spec leaves open (its §8 texts are used where it gives them). */
export const checkoutMessages = messages.checkout;

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
  // Each way to pay spends what the order used (package uses, discount codes, account credit), or refuses the order.
  const sale = { lines: loaded.lines, payments: plan.payments, customerId: details.customerId, now };
  for (const way of waysToPay) await way.settle?.(tx, sale);
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
    await refuseOthersLines(tx, loaded, customerId);
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

/**
 * The till's basket is the staff member's, kept while they serve one customer after another: a customer pays only for
 * lines for themselves or for someone they may book for (spec §6 linked users), else 422 naming whose lines they are.
 */
async function refuseOthersLines(tx: TenantDb<Tx>, loaded: LoadedCart, customerId: number): Promise<void> {
  const attendees = [...new Set(loaded.lines.map((line) => line.purchasedForUserId))].filter((id) => id !== customerId);
  if (attendees.length === 0) return;
  const payer = await findUser(tx, customerId);
  if (!payer) throw new HttpError(404, messages.notFound);
  const refused: number[] = [];
  for (const id of attendees) if (!(await mayActFor(tx, { userId: payer.id, role: payer.role }, id))) refused.push(id);
  if (refused.length === 0) return;
  const names = new Set(loaded.lines.filter((line) => refused.includes(line.purchasedForUserId)).map((line) => line.attendeeName ?? messages.till.anotherCustomer));
  throw fieldError('items', messages.till.notTheirs([...names]));
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
