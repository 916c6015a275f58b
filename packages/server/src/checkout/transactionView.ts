import { messages } from '@courtside/core';
import type { PaymentTransactionRow } from '../db/schema';

type Row = Pick<PaymentTransactionRow, 'id' | 'status' | 'failure' | 'amount' | 'orderId' | 'providerReference'> & Partial<Pick<PaymentTransactionRow, 'scaData'>>;

/**
 * The provider's 3-D Secure data the client needs: what the provider gave (Stripe: the intent's client secret for
 * its own challenge), or the sandbox's challenge page to show.
 */
const scaData = (row: Row) =>
  row.status !== 'sca_required' ? null : (row.scaData ?? { challenge_url: `/api/payment-providers/sandbox/challenge/${row.providerReference}` });

/** A failed charge's error (spec §8: 'Payment was declined' unless the provider said more). */
const errorOf = (row: Row) => (row.status === 'failed' ? { message: row.failure ?? messages.paymentDeclined, code: 'card_declined', details: null } : null);

/** Spec §7 authorise response for a transaction: transaction_status failed, sca_required or authorised. */
export function toAuthorisation(row: Row) {
  const sca = scaData(row);
  return {
    transaction_status: row.status,
    transaction_uuid: row.id,
    error: errorOf(row),
    sca_url: typeof sca?.challenge_url === 'string' ? sca.challenge_url : null,
    sca_method: typeof sca?.challenge_url === 'string' ? 'GET' : null,
    sca_data: sca,
    client_secret: null,
    return_url: null,
  };
}

/** Spec §7 session payment / completion response for a transaction. */
export function toSessionResult(row: Row) {
  return {
    requires_sca: row.status === 'sca_required',
    sca_data: scaData(row),
    return_url: null,
    transaction_id: row.id,
    transaction_uuid: row.id,
    amount: row.amount,
    complete_order_id: row.orderId,
    status: row.status,
  };
}
