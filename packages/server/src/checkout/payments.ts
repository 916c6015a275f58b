import { messages, uuidSchema, type PaymentWire } from '@courtside/core';
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, notInArray, type SQL } from 'drizzle-orm';
import type { CartDeps } from '../cart/cart.service';
import { eachKind, type CartOwner, type LoadedCart } from '../cart/cart.repo';
import type { SystemDb } from '../db/systemDb';
import { paymentTransactions, type PaymentTransactionRow } from '../db/schema';
import { tenantDb, type TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import type { Failpoint } from './failpoint';
import type { ChargeDetails, ChargeResult, PaymentProvider } from './paymentProvider';
import type { PaymentProviders } from './providers/registry';

// The payment half of checkout: one live payment per basket claimed, charged at the provider, voided when it will not
// become an order, captured once it has, and swept into a final state after a crash or an abandoned checkout. The
// order half (checking the plan, writing the order) is checkout.service.ts.

const checkoutMessages = messages.checkout;

export interface CheckoutDeps extends CartDeps {
  /** The tenant's card provider now (new payments go through it). */
  provider: PaymentProvider;
  /** Each tenant's providers by name: a payment made through another than `provider` is settled through its own. */
  providers?: PaymentProviders;
  /** Crash points of the kill -9 tests (services.failpoint). */
  failpoint: (name: Failpoint) => void;
}

/** The payment sweep is the server's own job, across tenants: it binds each payment's tenant itself. */
export type SweepDeps = Omit<CheckoutDeps, 'scope'> & { db: SystemDb };

/** A payment row of the scope's tenant, by id, and-ed with `conditions`. */
export const paymentWhere = (scope: TenantDb, id: string, ...conditions: SQL[]) => scope.owned(paymentTransactions, eq(paymentTransactions.id, id), ...conditions);

/** What a checkout step is asked to pay (spec §7 payments, terms, item_hash). */
export interface PaymentPlan {
  payments: readonly PaymentWire[];
  terms: boolean;
  itemHash?: string;
}

/** The card's share of a payment plan, and the account credit's. */
export const cardAmount = (payments: readonly PaymentWire[]) => payments.find((p) => p.tender_type === 'card')?.amount ?? 0;
export const creditAmount = (payments: readonly PaymentWire[]) => payments.find((p) => p.tender_type === 'credit')?.amount ?? 0;

/** Keeps the holds of a cart alive while its payment runs (a card step may take minutes); false if any lapsed. */
async function extendHolds(deps: CartDeps, loaded: LoadedCart): Promise<boolean> {
  const now = deps.now();
  const until = new Date(now.getTime() + deps.holdMinutes * 60_000);
  return (await eachKind(loaded.lines, (kind, lines) => kind.extend(deps.scope, lines, until, now))).every(Boolean);
}

/**
 * How a card is named to the provider: a token (older flow) or the payment session (session flow), with the payment
 * method the provider's frame made when it makes one (Stripe's Payment Element).
 */
export type CardSource = { token: string } | { sessionId: string; paymentMethodId?: string; details?: ChargeDetails };

type ProviderDeps = Pick<CheckoutDeps, 'scope' | 'provider' | 'providers'>;
type SettledRow = Pick<PaymentTransactionRow, 'id' | 'amount'> & Partial<Pick<PaymentTransactionRow, 'provider' | 'providerReference' | 'currency'>>;

/** The provider a payment was made through: the tenant's current one, or the one its row names. */
export async function providerOfRow(deps: ProviderDeps, row: SettledRow): Promise<PaymentProvider> {
  if (!row.provider || row.provider === deps.provider.name || !deps.providers) return deps.provider;
  return deps.providers.named(deps.scope.tenantId, row.provider);
}

/** The same request for the same basket gives the same fingerprint; anything else paying that basket differs. */
const fingerprintOf = (plan: PaymentPlan & { source: string }, card: CardSource) =>
  createHash('sha256').update(JSON.stringify([plan.payments, plan.terms, plan.source, card])).digest('hex');

/** The states of a payment that may still become an order. */
export const openStatuses = ['prepared', 'sca_required', 'authorised'] as const;

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
          : await deps.provider.chargeSession(card.sessionId, amount, row.id, card.paymentMethodId, card.details);
  } catch (error) {
    // The provider may or may not have authorised: release whatever it holds under this key, then fail the row. If
    // the provider cannot be reached for that either, the row stays prepared and the sweep releases it later.
    await voidPayment(deps, row).catch(() => undefined);
    throw error;
  }
  deps.failpoint('after-authorisation');
  const [updated] = await deps.scope.db
    .update(paymentTransactions)
    .set({
      status: result.status,
      providerReference: result.reference,
      failure: result.status === 'failed' ? result.message : null,
      scaData: result.status === 'sca_required' ? (result.scaData ?? null) : null,
    })
    .where(paymentWhere(deps.scope, row.id, eq(paymentTransactions.status, 'prepared')))
    .returning();
  return updated ?? (await deps.scope.db.select().from(paymentTransactions).where(paymentWhere(deps.scope, row.id)))[0]!;
}

/** Releases a payment that will not become an order: at the provider (by its key), then the row (voided). */
export async function voidPayment(deps: ProviderDeps, row: SettledRow): Promise<void> {
  if (row.amount > 0) await (await providerOfRow(deps, row)).voidAuthorisation(row.id, row.providerReference);
  await deps.scope.db
    .update(paymentTransactions)
    .set({ status: 'voided' })
    .where(paymentWhere(deps.scope, row.id, isNull(paymentTransactions.orderId), notInArray(paymentTransactions.status, ['captured', 'capturing'])));
}

/** Takes the money of a payment whose order is written, then marks it captured. */
export async function capturePayment(deps: ProviderDeps, row: SettledRow): Promise<void> {
  if (row.amount > 0) await (await providerOfRow(deps, row)).capture(row.id, row.providerReference, row.currency ? { amount: row.amount, currency: row.currency } : undefined);
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
  const own = (row: PaymentTransactionRow) => ({ provider: deps.provider, providers: deps.providers, scope: tenantDb(deps.db, row.tenantId) });
  const capturing = await deps.db.select().from(paymentTransactions).where(and(eq(paymentTransactions.status, 'capturing'), whose));
  // A provider that cannot be reached now leaves its payment for the next sweep; the others go on.
  const settle = (work: Promise<void>) => work.catch((error: unknown) => console.error('Payment sweep: a provider call failed; retried next sweep', error instanceof Error ? error.message : error));
  for (const row of capturing) await settle(capturePayment(own(row), row));
  const cutoff = new Date(deps.now().getTime() - deps.holdMinutes * 60_000);
  const abandoned = await deps.db
    .select()
    .from(paymentTransactions)
    .where(and(inArray(paymentTransactions.status, [...openStatuses]), isNull(paymentTransactions.orderId), lt(paymentTransactions.createdAt, cutoff), whose));
  for (const row of abandoned) await settle(voidPayment(own(row), row));
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

/**
 * After a 3-D Secure challenge: asks the provider what the bank decided (with what the challenge gave the page, for a
 * provider that takes it) and records it — with the provider's reference when it only now gives one, or the next
 * challenge when the bank asks for another (the payment stays sca_required with the new data).
 */
export async function settleChallenge(deps: CheckoutDeps, transaction: PaymentTransactionRow, scaResult?: string): Promise<Pick<PaymentTransactionRow, 'status' | 'scaData'>> {
  if (transaction.status !== 'sca_required') return transaction;
  const answer = await (await providerOfRow(deps, transaction)).challengeOutcome(transaction.providerReference ?? '', scaResult, transaction.id);
  const step = typeof answer === 'string' ? { status: answer } : answer;
  const reference = 'reference' in step && step.reference ? { providerReference: step.reference } : {};
  const open = paymentWhere(deps.scope, transaction.id, eq(paymentTransactions.status, 'sca_required'));
  if (step.status === 'pending') return transaction;
  if (step.status === 'sca_required') {
    await deps.scope.db.update(paymentTransactions).set({ scaData: step.scaData, ...reference }).where(open);
    return { status: 'sca_required', scaData: step.scaData };
  }
  const [updated] = await deps.scope.db
    .update(paymentTransactions)
    .set({ status: step.status, failure: step.status === 'failed' ? messages.threeDSecureFailed : null, ...reference })
    .where(open)
    .returning();
  // Another request (or the provider's webhook) settled it meanwhile: its state is the answer.
  return updated ?? (await deps.scope.db.select().from(paymentTransactions).where(paymentWhere(deps.scope, transaction.id)))[0] ?? transaction;
}
