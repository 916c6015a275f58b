import { z } from 'zod';
import { dataEnvelope } from './common';
import { anySourceSchema, idSchema, intBetween, requiredError, textBetween } from './fields';
import { paymentProviderSchema, paymentSessionSchema, paymentsSchema } from './payment';
import { terminalPaymentIdSchema } from './till';

// Spec §7 Payment calls, under /api/checkout (ARCHITECTURE "Interfaces to keep stable").

/** Spec §7: fields every checkout completion sends (waivers agreed, payments, terms, source, cart hash). */
const checkoutBaseShape = {
  completed_waivers: z.array(idSchema).default([]),
  payments: paymentsSchema,
  terms: z.boolean(requiredError),
  source: anySourceSchema,
  item_hash: textBetween(1, 255),
};

/** GET /api/checkout/prepare query (spec §7, older card flow). */
export const checkoutPrepareQuerySchema = z.object({ source: anySourceSchema.optional() });

/** GET /api/checkout/prepare response: the provider's configuration (spec §7). */
export const checkoutPrepareResponseSchema = dataEnvelope(
  z.object({ payment_provider: paymentProviderSchema, config: z.record(z.string(), z.unknown()) }),
);

/** POST /api/checkout/authorise body (spec §7): billing, browser (3-D Secure), card and checkout fields. */
export const checkoutAuthoriseBodySchema = z
  .object({
    ...checkoutBaseShape,
    billing_address_line_one: textBetween(1, 255),
    billing_address_line_two: textBetween(0, 255).nullish(),
    billing_city: textBetween(1, 255),
    billing_first_name: textBetween(1, 255),
    billing_last_name: textBetween(1, 255),
    billing_postcode: textBetween(1, 255),
    browser_colour_depth: intBetween(1),
    browser_java_enabled: z.boolean(requiredError),
    browser_javascript_enabled: z.boolean(requiredError),
    browser_language: textBetween(1, 255),
    browser_screen_height: intBetween(1),
    browser_screen_width: intBetween(1),
    browser_timezone_offset: intBetween(-1440, 1440),
    card_identifier: textBetween(1, 255).optional(),
    card_holder_name: textBetween(1, 255),
    session_key: textBetween(1, 255),
    save_card: z.boolean().default(false),
    saved_card_id: textBetween(1, 255).optional(),
    payment_method_id: textBetween(1, 255).optional(),
    setup_intent_id: textBetween(1, 255).optional(),
  })
  .superRefine((body, ctx) => {
    // A new card needs its token; a saved card or a provider payment method replaces it.
    if (!body.card_identifier && !body.saved_card_id && !body.payment_method_id) {
      ctx.addIssue({ code: 'custom', path: ['card_identifier'], message: 'Required' });
    }
  });
export type CheckoutAuthoriseBody = z.infer<typeof checkoutAuthoriseBodySchema>;

/** Spec §7 authorise error: message, code, details. */
export const checkoutErrorSchema = z.object({
  message: z.string(),
  code: z.union([z.string(), z.number()]).nullable(),
  details: z.unknown().nullable(),
});

/** POST /api/checkout/authorise response (spec §7); transaction_status 'failed' or 'sca_required' drive §4. */
export const checkoutAuthoriseResponseSchema = dataEnvelope(
  z.object({
    transaction_status: z.string(),
    transaction_uuid: z.string().nullable(),
    error: checkoutErrorSchema.nullable(),
    sca_url: z.string().nullable(),
    sca_method: z.string().nullable(),
    sca_data: z.record(z.string(), z.unknown()).nullable(),
    client_secret: z.string().nullable(),
    return_url: z.string().nullable(),
  }),
);

/** POST /api/checkout/complete body (spec §7). */
export const checkoutCompleteBodySchema = z.object({ ...checkoutBaseShape, transaction_uuid: textBetween(1, 255) });
export type CheckoutCompleteBody = z.infer<typeof checkoutCompleteBodySchema>;

/** Spec §7 completion result: complete_order_id or order_id, and a status. */
export const checkoutCompleteResultSchema = z.object({
  complete_order_id: z.union([z.number().int(), z.string()]).nullish(),
  order_id: z.union([z.number().int(), z.string()]).nullish(),
  status: z.string(),
});
/** POST /api/checkout/complete and POST /api/checkout/pay response (spec §7). */
export const checkoutCompleteResponseSchema = dataEnvelope(checkoutCompleteResultSchema);

/** POST /api/checkout/pay body: front-of-house payment for the selected customer (spec §6/§7). */
export const frontOfHousePayBodySchema = z.object({
  ...checkoutBaseShape,
  selected_user_id: idSchema.nullish(),
  /** A card tender at the till names the card terminal's approved payment (POST /api/checkout/terminal). */
  terminal_payment_id: terminalPaymentIdSchema.nullish(),
});
export type FrontOfHousePayBody = z.infer<typeof frontOfHousePayBodySchema>;

/** POST /api/checkout/session/prepare body: source plus provider options (spec §7). */
export const sessionPrepareBodySchema = z.object({
  source: anySourceSchema,
  options: z.record(z.string(), z.unknown()).optional(),
});
/** POST /api/checkout/session/prepare response: the payment-session data (spec §3). */
export const sessionPrepareResponseSchema = dataEnvelope(paymentSessionSchema);

/** A value Adyen's Card Component encrypted in the browser with Adyen's key (we cannot read it). */
const encryptedValue = z.string().regex(/^[A-Za-z0-9_.$+/=-]{1,4096}$/, 'Not an encrypted card field');

/**
 * A provider whose card fields encrypt the card in the browser (Adyen's Card Component): the encrypted fields, passed
 * to the provider as they are — never the card itself.
 */
export const encryptedCardSchema = z.object({
  encrypted_card_number: encryptedValue,
  encrypted_expiry_month: encryptedValue,
  encrypted_expiry_year: encryptedValue,
  encrypted_security_code: encryptedValue.optional(),
  holder_name: textBetween(1, 255).optional(),
  brand: z.string().regex(/^[a-z0-9_]{1,40}$/, 'Not a card brand').optional(),
});
export type EncryptedCard = z.infer<typeof encryptedCardSchema>;

/** The browser's details 3-D Secure 2 asks for (Adyen's browserInfo). */
export const browserInfoSchema = z.object({
  accept_header: textBetween(1, 1024),
  color_depth: intBetween(1, 64),
  java_enabled: z.boolean(),
  language: textBetween(1, 35),
  screen_height: intBetween(1, 100_000),
  screen_width: intBetween(1, 100_000),
  time_zone_offset: z.number().int().min(-900).max(900),
  user_agent: textBetween(1, 1024),
});
export type BrowserInfo = z.infer<typeof browserInfoSchema>;

/** POST /api/checkout/session/payment body (spec §7). */
export const sessionPaymentBodySchema = z.object({
  payment_session_id: textBetween(1, 255),
  /** A provider whose card frame makes a payment method (Stripe's Payment Element): its id, confirmed by the server. */
  payment_method_id: z.string().regex(/^[A-Za-z0-9_]{1,255}$/, 'Not a payment method').nullish(),
  /** A provider whose card fields encrypt the card (Adyen): the encrypted fields and the browser's details. */
  encrypted_card: encryptedCardSchema.nullish(),
  browser_info: browserInfoSchema.nullish(),
  payments: paymentsSchema,
  terms: z.boolean(requiredError),
  completed_waivers: z.array(idSchema).default([]),
  source: anySourceSchema,
});
export type SessionPaymentBody = z.infer<typeof sessionPaymentBodySchema>;

/** Spec §7: what session payment and completion responses carry. */
export const sessionPaymentResultSchema = z.object({
  requires_sca: z.boolean(),
  sca_data: z.record(z.string(), z.unknown()).nullable(),
  return_url: z.string().nullable(),
  transaction_id: z.string().nullable(),
  transaction_uuid: z.string().nullable(),
  amount: z.number().int().nullable(),
  complete_order_id: z.union([z.number().int(), z.string()]).nullable(),
  status: z.string(),
});
/** POST /api/checkout/session/payment and /session/complete/{transactionId} response (spec §7). */
export const sessionPaymentResponseSchema = dataEnvelope(sessionPaymentResultSchema);

/** Params of /session/complete/{transactionId} and /api/payment-providers/sca-completion/{transactionId}. */
export const transactionParamsSchema = z.object({ transactionId: textBetween(1, 255) });

/** POST /api/payment-providers/sca-completion/{transactionId} body (spec §7). */
export const scaCompletionBodySchema = z.object({
  transaction_uuid: textBetween(1, 255),
  /** What the challenge gave the page (Adyen Web: its details as JSON, up to a few kilobytes; Stripe: any text). */
  sca_result: textBetween(1, 8192),
});
/**
 * POST /api/payment-providers/sca-completion/{transactionId} response: transaction id and status (spec §7), and the
 * provider's next step when the bank asks for one more (Adyen: a challenge after the device fingerprint).
 */
export const scaCompletionResponseSchema = dataEnvelope(
  z.object({ transaction_id: z.string(), status: z.string(), sca_data: z.record(z.string(), z.unknown()).nullish() }),
);

/**
 * POST /api/checkout/links body (spec §2 /checkout/{checkoutId}, §6 checkout auth token; path chosen here, docs/api.md):
 * whose online basket the link pays — the caller's own, or selected_user_id (a linked user, or for staff any customer).
 */
export const checkoutLinkCreateBodySchema = z.object({
  selected_user_id: idSchema.nullish(),
  /** Whether whoever opens the link may pay with the customer's account credit (off unless the maker chooses it). */
  allow_credit: z.boolean().default(false),
});

/** GET /api/checkout/links/{checkoutId} params. */
export const checkoutLinkParamsSchema = z.object({ checkoutId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a checkout link') });

/** A checkout link: its id, whose basket it pays, when it ends; `url` (with the token) only when it is created. */
export const checkoutLinkSchema = z.object({
  checkout_id: z.string(),
  customer_name: z.string(),
  expires_at: z.string(),
  /** Whether the link may pay with the customer's account credit. */
  allow_credit: z.boolean(),
  url: z.string().nullable(),
});
export const checkoutLinkResponseSchema = dataEnvelope(checkoutLinkSchema);
