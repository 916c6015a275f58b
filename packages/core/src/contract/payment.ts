import { z } from 'zod';
import { intBetween } from './fields';

/** Spec §3 Tender types. */
export const tenderTypes = [
  'cash',
  'card',
  'cheque',
  'offline-voucher',
  'float',
  'online',
  'off-system',
  'direct-debit',
  'voucher',
  'gift-card',
  'inclusive',
  'credit',
] as const;
/** Spec §3 tender type. */
export const tenderTypeSchema = z.enum(tenderTypes);
export type TenderType = z.infer<typeof tenderTypeSchema>;

/** Spec §3 Offline payment methods. */
export const offlinePaymentMethods = ['cash', 'offline-voucher', 'cheque', 'credit'] as const satisfies readonly TenderType[];

/** Spec §3: the identifier of a customer account online. */
export const customerAccountOnline = 'customer_account_online';

/** Spec §3 Payment: a tender type and an amount in minor units; §4 drops entries of zero or less, so the wire has none. */
export const paymentSchema = z.object({
  tender_type: tenderTypeSchema,
  amount: intBetween(1),
});
export type PaymentWire = z.infer<typeof paymentSchema>;

/** Spec §4/§9 payment list: at most one card and one credit entry. */
export const paymentsSchema = z.array(paymentSchema).superRefine((payments, ctx) => {
  for (const type of ['card', 'credit'] as const) {
    const extra = payments.findIndex((p, i) => p.tender_type === type && payments.findIndex((q) => q.tender_type === type) !== i);
    if (extra >= 0) ctx.addIssue({ code: 'custom', path: [extra, 'tender_type'], message: `Only one ${type} payment is allowed` });
  }
});

/** Spec §7: payment providers are keyed by lowercase name. */
export const paymentProviderSchema = z.string().regex(/^[a-z0-9-]+$/, 'Must be a lowercase provider name');

/** Spec §3 Payment-session data. */
export const paymentSessionSchema = z.object({
  payment_provider: paymentProviderSchema,
  payment_session_id: z.string(),
  client_secret: z.string().nullable(),
  transaction_id: z.string().nullable(),
  sca_data: z.record(z.string(), z.unknown()).nullable(),
  return_url: z.string().nullable(),
  success_url: z.string().nullable(),
  terms: z.string().nullable(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;
