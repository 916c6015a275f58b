import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adyenDrift, adyenSchemasOf } from '../../../test/adyenSchemas';
import { fakeAdyenKeys, startFakeAdyen, type FakeAdyen } from '../../../test/fakeAdyen';
import { createAdyenProvider } from './adyenProvider';
import { adyenItemSigned } from './adyenWebhook.routes';

// Contract drift: what the provider sends to Adyen and what the fake answers it must keep to Adyen's published Checkout
// API (v72) — each call's request and answer checked against Adyen's schemas (test/adyenSchemas.ts), over every path
// checkout takes: authorised, refused, 3-D Secure 2 natively and by redirect, capture, both cancels, refund, the
// connection test and Adyen's error answers.
let fake: FakeAdyen;
beforeAll(async () => {
  fake = await startFakeAdyen();
});
afterAll(() => fake?.close());

const account = { environment: 'test' as const, merchantAccount: fakeAdyenKeys.merchantAccount, apiKey: fakeAdyenKeys.apiKey, clientKey: fakeAdyenKeys.clientKey, hmacKey: fakeAdyenKeys.hmacKey, liveEndpointPrefix: null };
const provider = () => createAdyenProvider(account, { apiBase: fake.url, timeoutMs: 2_000 });
const amount = { amount: 1850, currency: 'GBP' };
const card = (number: string) => ({
  encryptedCard: { encrypted_card_number: `test_${number}`, encrypted_expiry_month: 'test_03', encrypted_expiry_year: 'test_2030', encrypted_security_code: 'test_737' },
  browserInfo: { accept_header: 'text/html', color_depth: 24, java_enabled: false, language: 'en-GB', screen_height: 900, screen_width: 1440, time_zone_offset: -60, user_agent: 'Mozilla/5.0' },
  origin: 'https://bookings.riverside.example',
});

describe("the fake Adyen and our requests keep to Adyen's Checkout API v72", () => {
  it('on every path checkout takes', async () => {
    const adyen = provider();
    const paid = randomUUID();
    expect(await adyen.chargeSession('s', amount, paid, undefined, card('4111111111111111'))).toMatchObject({ status: 'authorised' });
    const psp = fake.paymentOf(paid)!.pspReference;
    await adyen.capture(paid, psp, amount);
    await adyen.refund!(randomUUID(), psp, { amount: 500, currency: 'GBP' });
    expect(await adyen.chargeSession('s', amount, randomUUID(), undefined, card('4000000000000002'))).toMatchObject({ status: 'failed' });
    const secured = randomUUID();
    expect(await adyen.chargeSession('s', amount, secured, undefined, card('4917610000000000'))).toMatchObject({ status: 'sca_required' });
    expect(await adyen.challengeOutcome(secured, JSON.stringify({ threeDSResult: fake.threeDSResult(secured) }), secured)).toMatchObject({ status: 'sca_required' });
    expect(await adyen.challengeOutcome(secured, JSON.stringify({ threeDSResult: fake.threeDSResult(secured) }), secured)).toMatchObject({ status: 'authorised', reference: fake.paymentOf(secured)!.pspReference });
    await adyen.voidAuthorisation(secured, fake.paymentOf(secured)!.pspReference);
    const redirected = randomUUID();
    expect(await adyen.chargeSession('s', amount, redirected, undefined, card('4212345678910006'))).toMatchObject({ status: 'sca_required' });
    expect(await adyen.challengeOutcome(redirected, JSON.stringify({ redirectResult: fake.redirectResult(redirected, false) }), redirected)).toMatchObject({ status: 'failed' });
    await adyen.voidAuthorisation(randomUUID(), null);
    await adyen.testConnection!();
    // Adyen's error answers: card fields it cannot decrypt, a used idempotency key with another body, a wrong API key.
    expect(await adyen.chargeSession('s', amount, randomUUID(), undefined, { ...card('1'), encryptedCard: { ...card('1').encryptedCard, encrypted_card_number: 'adyenjs_garbled' } })).toMatchObject({ status: 'failed' });
    await expect(adyen.chargeSession('s', { amount: 9, currency: 'GBP' }, paid, undefined, card('4111111111111111'))).rejects.toMatchObject({ statusCode: 503 });
    await expect(createAdyenProvider({ ...account, apiKey: 'AQEwrongWrongWrongKey' }, { apiBase: fake.url }).testConnection!()).rejects.toThrow();

    const problems = fake.calls.flatMap((call) => {
      const schemas = adyenSchemasOf(call.method, call.path);
      if (!schemas) return [`${call.method} ${call.path}: not a Checkout API call checkout knows`];
      const failed = call.status !== undefined && call.status >= 400;
      const status = failed || call.status === schemas.success ? [] : [`${call.path}: answered ${call.status}, Adyen answers ${schemas.success}`];
      return [...status, ...adyenDrift(call.body, schemas.request, `${call.path} request`), ...adyenDrift(call.answer, failed ? 'ServiceError' : schemas.answer, `${call.path} answer ${call.status}`)];
    });
    expect(problems).toEqual([]);
    expect(new Set(fake.calls.map((c) => c.status))).toEqual(new Set([200, 201, 401, 422]));
  });

  it('catches drift: an unknown field, a wrong type, a result code Adyen does not have, a missing required field', () => {
    expect(adyenDrift({ resultCode: 'Authorised', pspReference: 'X', approved: true }, 'PaymentResponse')).toEqual(['$: PaymentResponse has no approved']);
    expect(adyenDrift({ resultCode: 'Approved' }, 'PaymentResponse')).toEqual(['$.resultCode: "Approved" is not one of PaymentResponse.ResultCodeEnum']);
    expect(adyenDrift({ amount: { value: '10', currency: 'GBP' }, merchantAccount: 'M', paymentPspReference: 'P', pspReference: 'Q', status: 'received' }, 'PaymentCaptureResponse')).toEqual(['$.amount.value: "10" is not a number']);
    expect(adyenDrift({ merchantAccount: 'M', pspReference: 'Q', status: 'received' }, 'PaymentCancelResponse')).toEqual(['$: PaymentCancelResponse needs paymentPspReference']);
    expect(adyenDrift({ resultCode: 'IdentifyShopper', action: { type: 'sdk' } }, 'PaymentResponse')).toEqual(['$.action: no member of PaymentResponseAction has type "sdk"']);
  });

  it("signs standard webhooks as Adyen's HmacValidator checks them; another key or a changed field fails", () => {
    const { item } = fake.notification('AUTHORISATION', { pspReference: 'ABCDEFGHIJKLMNOP', merchantReference: randomUUID(), value: 1850 });
    const parsed = JSON.parse(JSON.stringify(item)) as Parameters<typeof adyenItemSigned>[0];
    expect(adyenItemSigned(parsed, fakeAdyenKeys.hmacKey)).toBe(true);
    expect(adyenItemSigned(parsed, 'B'.repeat(64))).toBe(false);
    expect(adyenItemSigned({ ...parsed, success: 'false' }, fakeAdyenKeys.hmacKey)).toBe(false);
    expect(adyenDrift(item, 'NotificationRequestItemShape')).toEqual(['$: Adyen defines no NotificationRequestItemShape']);
  });
});
