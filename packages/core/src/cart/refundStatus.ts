/** Spec §3 Order refund_status as Courtside refunds (to account credit, on-system): none, part or all of the total. */
export type OnSystemRefundStatus = 'partial' | 'full' | null;

/** Spec §3 refund_status from what was given back of an order's total (minor units): null while nothing was. */
export function refundStatus(refunded: number, total: number): OnSystemRefundStatus {
  if (refunded <= 0) return null;
  return refunded >= total ? 'full' : 'partial';
}
