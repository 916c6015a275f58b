import { offlinePaymentMethods } from '../contract/payment';

// The §3 lists themselves (tenderTypes, offlinePaymentMethods, customerAccountOnline, TenderType) live in
// contract/payment.ts; this file holds the rule that reads them.

/** Spec §3: whether a tender type is one of the offline payment methods (cash, offline-voucher, cheque, credit). */
export function isOfflinePaymentMethod(tenderType: string): boolean {
  return (offlinePaymentMethods as readonly string[]).includes(tenderType);
}
