import { z } from 'zod';
import { dataEnvelope } from './common';
import { dateSchema, idSchema, intBetween, textBetween } from './fields';

// Front of house (ours — spec §6 names staff in front-of-house mode, source foh, requiresTillToOpen and a separate
// checkout endpoint only). Paths under /api/v1/till, /api/v1/staff and /api/checkout/terminal (docs/api.md).

/** The most a till float or a cash count may be: £100,000 in minor units. */
export const MAX_TILL_AMOUNT = 10_000_000;

/** GET /api/v1/staff/customers query: a name, reference, email or barcode (1–255 characters). */
export const staffCustomerSearchQuerySchema = z.object({ search: textBetween(1, 255) });
/** A customer as the till's search finds them. */
export const staffCustomerSchema = z.object({
  id: idSchema,
  reference: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** A child's account may have none. */
  email: z.string().nullable(),
  date_of_birth: dateSchema.nullable(),
  barcode: z.string().nullable(),
});
export type StaffCustomerWire = z.infer<typeof staffCustomerSchema>;
export const staffCustomersResponseSchema = dataEnvelope(z.array(staffCustomerSchema));

/**
 * A staff member's till session: opened with a float, closed with the cash counted. `cash_taken` is what cash and
 * cheque payments the session took; `expected` the float plus that; `difference` counted minus expected, once closed.
 */
export const tillSessionSchema = z.object({
  id: idSchema,
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  float: z.number().int(),
  cash_taken: z.number().int(),
  expected: z.number().int(),
  counted: z.number().int().nullable(),
  difference: z.number().int().nullable(),
  orders: z.number().int(),
});
export type TillSessionWire = z.infer<typeof tillSessionSchema>;
/** GET /api/v1/till: the caller's open till session, or null. */
export const tillResponseSchema = dataEnvelope(tillSessionSchema.nullable());
/** POST /api/v1/till/open body: the float in the drawer, minor units. */
export const tillOpenBodySchema = z.object({ float: intBetween(0, MAX_TILL_AMOUNT) });
/** POST /api/v1/till/close body: the cash counted in the drawer, minor units. */
export const tillCloseBodySchema = z.object({ counted: intBetween(0, MAX_TILL_AMOUNT) });
/** POST /api/v1/till/open and /close response: the session as it now is. */
export const tillSessionResponseSchema = dataEnvelope(tillSessionSchema);

/** POST /api/checkout/terminal body: the card amount to send to the till's card terminal, minor units. */
export const terminalChargeBodySchema = z.object({ amount: intBetween(1) });
/** What the terminal answered; an approved payment is then named in POST /api/checkout/pay. */
export const terminalPaymentSchema = z.object({
  terminal_payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['approved', 'declined']),
});
export type TerminalPaymentWire = z.infer<typeof terminalPaymentSchema>;
export const terminalPaymentResponseSchema = dataEnvelope(terminalPaymentSchema);
/** A terminal payment id as POST /api/checkout/pay names it. */
export const terminalPaymentIdSchema = textBetween(1, 64);
