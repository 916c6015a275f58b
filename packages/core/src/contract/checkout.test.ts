import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkoutAuthoriseBodySchema,
  checkoutAuthoriseResponseSchema,
  checkoutCompleteBodySchema,
  checkoutCompleteResponseSchema,
  checkoutPrepareResponseSchema,
  frontOfHousePayBodySchema,
  scaCompletionBodySchema,
  scaCompletionResponseSchema,
  sessionPaymentBodySchema,
  sessionPaymentResponseSchema,
  sessionPrepareBodySchema,
  sessionPrepareResponseSchema,
  transactionParamsSchema,
} from './checkout';
import { offlinePaymentMethods, paymentsSchema, tenderTypes } from './payment';
import { type RuleCase, checkRule, issuesOf } from '../testing/contractRules';


const payments = [
  { tender_type: 'card', amount: 10950 },
  { tender_type: 'credit', amount: 1500 },
];
const checkout = { completed_waivers: [7], payments, terms: true, source: 'online', item_hash: 'h_9f2c' };
const authorise = {
  ...checkout,
  billing_address_line_one: '12 Mill Lane',
  billing_address_line_two: null,
  billing_city: 'Riverside',
  billing_first_name: 'Alex',
  billing_last_name: 'Morgan',
  billing_postcode: 'RV1 2AB',
  browser_colour_depth: 24,
  browser_java_enabled: false,
  browser_javascript_enabled: true,
  browser_language: 'en-GB',
  browser_screen_height: 1080,
  browser_screen_width: 1920,
  browser_timezone_offset: -60,
  card_identifier: 'tok_4242',
  card_holder_name: 'A MORGAN',
  session_key: 'sk_1',
  save_card: true,
};

describe('spec §3/§4 payments', () => {
  const rules: RuleCase[] = [
    ['one card and one credit', paymentsSchema, payments, null],
    ['two cards', paymentsSchema, [...payments, { tender_type: 'card', amount: 1 }], ['2.tender_type', 'Only one card payment is allowed']],
    ['two credits', paymentsSchema, [{ tender_type: 'credit', amount: 1 }, { tender_type: 'credit', amount: 2 }], ['1.tender_type', 'Only one credit payment is allowed']],
    ['an amount of zero', paymentsSchema, [{ tender_type: 'cash', amount: 0 }], ['0.amount', 'Must be at least 1']],
    ['an unknown tender type', paymentsSchema, [{ tender_type: 'iou', amount: 1 }], ['0.tender_type', `Invalid option: expected one of ${tenderTypes.map((t) => `"${t}"`).join('|')}`]],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it('offline methods are tender types', () => {
    for (const method of offlinePaymentMethods) expect(tenderTypes).toContain(method);
  });
});

describe('spec §7 payment calls', () => {
  const rules: RuleCase[] = [
    ['authorise with a new card', checkoutAuthoriseBodySchema, authorise, null],
    ['authorise with a saved card', checkoutAuthoriseBodySchema, { ...authorise, card_identifier: undefined, saved_card_id: 'card_9' }, null],
    ['authorise with a provider payment method', checkoutAuthoriseBodySchema, { ...authorise, card_identifier: undefined, payment_method_id: 'pm_1', setup_intent_id: 'si_1' }, null],
    ['authorise without any card', checkoutAuthoriseBodySchema, { ...authorise, card_identifier: undefined }, ['card_identifier', 'Required']],
    ['authorise without a billing city', checkoutAuthoriseBodySchema, { ...authorise, billing_city: '' }, ['billing_city', 'Required']],
    ['authorise without terms', checkoutAuthoriseBodySchema, { ...authorise, terms: undefined }, ['terms', 'Required']],
    ['authorise without item_hash', checkoutAuthoriseBodySchema, { ...authorise, item_hash: undefined }, ['item_hash', 'Required']],
    ['complete', checkoutCompleteBodySchema, { ...checkout, transaction_uuid: 'tx_1' }, null],
    ['complete without a transaction', checkoutCompleteBodySchema, checkout, ['transaction_uuid', 'Required']],
    ['front-of-house pay', frontOfHousePayBodySchema, { ...checkout, source: 'foh', selected_user_id: 88, payments: [{ tender_type: 'cash', amount: 2000 }] }, null],
    ['session prepare', sessionPrepareBodySchema, { source: 'online-joining', options: { save_card: true } }, null],
    ['session payment', sessionPaymentBodySchema, { payment_session_id: 'ps_1', payments, terms: true, completed_waivers: [], source: 'online' }, null],
    ['session payment without a session', sessionPaymentBodySchema, { payments, terms: true, source: 'online' }, ['payment_session_id', 'Required']],
    ['transaction params', transactionParamsSchema, { transactionId: 'tx_1' }, null],
    ['sca completion', scaCompletionBodySchema, { transaction_uuid: 'tx_1', sca_result: 'authorised' }, null],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it('waivers default to none and save_card to false', () => {
    const { completed_waivers: _w, save_card: _s, ...rest } = authorise;
    expect(checkoutAuthoriseBodySchema.parse(rest)).toMatchObject({ completed_waivers: [], save_card: false });
  });

  it.each([
    ['prepare', checkoutPrepareResponseSchema, { payment_provider: 'sandbox', config: { merchant: 'riverside' } }],
    ['authorise', checkoutAuthoriseResponseSchema, { transaction_status: 'sca_required', transaction_uuid: 'tx_1', error: null, sca_url: 'https://sandbox/3ds', sca_method: 'POST', sca_data: { creq: 'x' }, client_secret: null, return_url: '/checkout/return' }],
    ['authorise failed', checkoutAuthoriseResponseSchema, { transaction_status: 'failed', transaction_uuid: null, error: { message: 'Payment was declined', code: 'card_declined', details: null }, sca_url: null, sca_method: null, sca_data: null, client_secret: null, return_url: null }],
    ['complete', checkoutCompleteResponseSchema, { complete_order_id: 5001, status: 'success' }],
    ['complete with order_id', checkoutCompleteResponseSchema, { order_id: '5001', status: 'success' }],
    ['session prepare', sessionPrepareResponseSchema, { payment_provider: 'sandbox', payment_session_id: 'ps_1', client_secret: 'cs_1', transaction_id: 'tx_1', sca_data: null, return_url: null, success_url: null, terms: '<p>Terms</p>' }],
    ['session payment', sessionPaymentResponseSchema, { requires_sca: false, sca_data: null, return_url: null, transaction_id: 'tx_1', transaction_uuid: 'tx_1', amount: 10950, complete_order_id: 5001, status: 'success' }],
    ['sca completion', scaCompletionResponseSchema, { transaction_id: 'tx_1', status: 'authorised' }],
  ] as Array<[string, z.ZodType, unknown]>)('%s response parses', (_name, schema, data) => {
    expect(issuesOf(schema, { data })).toEqual([]);
  });

  it('provider names are lowercase', () => {
    expect(issuesOf(checkoutPrepareResponseSchema, { data: { payment_provider: 'Sandbox', config: {} } })).toEqual([
      ['data.payment_provider', 'Must be a lowercase provider name'],
    ]);
  });
});
