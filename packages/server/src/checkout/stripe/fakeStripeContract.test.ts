import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripeKeys, startFakeStripe, type FakeStripe } from '../../../test/fakeStripe';
import { schemaProblems, type OpenApiSchema, type SchemaSet } from '../../../test/openapiSchema';

// Contract drift: what the local fake of Stripe's API answers (PaymentIntents, refunds, webhook events, errors) is
// checked against Stripe's published OpenAPI schemas, so the Stripe tests do not pass against shapes Stripe never sends.
// The schemas are a trimmed copy of stripe/openapi's openapi/spec3.json (test/fixtures/stripeOpenapi.json names the
// tag and commit); tests run without network, and a newer Stripe API is taken in by copying its schemas anew.
const vendored = JSON.parse(readFileSync(new URL('../../../test/fixtures/stripeOpenapi.json', import.meta.url), 'utf8')) as { components: { schemas: SchemaSet } };
const schemas = vendored.components.schemas;
const ref = (name: string): OpenApiSchema => ({ $ref: `#/components/schemas/${name}` });
/** The published schema's objections to `value` as `name` (none: it matches). */
const problemsAs = (name: string, value: unknown) => schemaProblems(value, ref(name), schemas);

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake?.close());

/** A call as our server makes it (form-encoded, the secret key), or as Stripe.js does (the publishable key as `key`). */
async function stripeCall(method: 'GET' | 'POST', path: string, params: Record<string, string> = {}, options: { key?: string; idempotencyKey?: string; publishable?: boolean } = {}) {
  const form = new URLSearchParams(options.publishable ? { ...params, key: fakeStripeKeys.publishableKey } : params);
  const headers: Record<string, string> = options.publishable ? {} : { authorization: `Bearer ${options.key ?? fakeStripeKeys.secretKey}` };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const response =
    method === 'GET'
      ? await fetch(`${fake.url}${path}?${form}`, { headers })
      : await fetch(`${fake.url}${path}`, { method, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { id: string } };
}

const newIntent = (paymentMethod: string, paymentId: string) =>
  stripeCall('POST', '/v1/payment_intents', { amount: '1500', currency: 'gbp', capture_method: 'manual', payment_method: paymentMethod, 'metadata[payment_id]': paymentId }, { idempotencyKey: `${paymentId}:create` });

describe("the fake Stripe's answers match Stripe's published OpenAPI schemas", () => {
  it('PaymentIntents through create, confirm, 3-D Secure, capture and cancel; refunds; search results', async () => {
    const answers: Array<[string, unknown]> = [];
    const made = await newIntent('pm_card_visa', 'contract-1');
    answers.push(['payment_intent', made.body]);
    answers.push(['payment_intent', (await stripeCall('GET', `/v1/payment_intents/${made.body.id}`)).body]);
    const authorised = await stripeCall('POST', `/v1/payment_intents/${made.body.id}/confirm`);
    expect(authorised.body.status).toBe('requires_capture');
    answers.push(['payment_intent', authorised.body]);
    const captured = await stripeCall('POST', `/v1/payment_intents/${made.body.id}/capture`);
    expect(captured.body.status).toBe('succeeded');
    answers.push(['payment_intent', captured.body]);
    const refund = await stripeCall('POST', '/v1/refunds', { payment_intent: made.body.id, amount: '500', 'metadata[refund_id]': 'r1' });
    expect(refund.status).toBe(200);
    answers.push(['refund', refund.body]);

    const challenged = await newIntent('pm_card_authenticationRequired', 'contract-2');
    const asked = await stripeCall('POST', `/v1/payment_intents/${challenged.body.id}/confirm`);
    expect(asked.body).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    answers.push(['payment_intent', asked.body]);
    fake.decideChallenge(challenged.body.id, false);
    // Stripe.js reads the intent with the publishable key and its client secret after the challenge.
    const afterChallenge = await stripeCall('GET', `/v1/payment_intents/${challenged.body.id}`, { client_secret: String(challenged.body.client_secret) }, { publishable: true });
    expect(afterChallenge.body.status).toBe('requires_payment_method');
    answers.push(['payment_intent', afterChallenge.body]);
    answers.push(['payment_intent', (await stripeCall('POST', `/v1/payment_intents/${challenged.body.id}/cancel`)).body]);

    const found = await stripeCall('GET', '/v1/payment_intents/search', { query: "metadata['payment_id']:'contract-1'" });
    expect(found.body.data).toHaveLength(1);
    for (const item of found.body.data as unknown[]) answers.push(['payment_intent', item]);

    for (const [name, answer] of answers) expect(problemsAs(name, answer), `${name} ${JSON.stringify(answer)}`).toEqual([]);
  });

  it('errors: a decline (with its PaymentIntent), an unknown object, a wrong key, a reused idempotency key, a wrong state, a bad card', async () => {
    const declined = await newIntent('pm_card_visa_chargeDeclined', 'contract-3');
    const answers = [
      await stripeCall('POST', `/v1/payment_intents/${declined.body.id}/confirm`),
      await stripeCall('GET', '/v1/payment_intents/pi_unknown'),
      await stripeCall('GET', `/v1/payment_intents/${declined.body.id}`, {}, { key: 'sk_test_wrong' }),
      await stripeCall('POST', '/v1/payment_intents', { amount: '999', currency: 'gbp' }, { idempotencyKey: 'contract-3:create' }),
      await stripeCall('POST', `/v1/payment_intents/${declined.body.id}/capture`),
      await stripeCall('POST', '/v1/payment_methods', { type: 'card', 'card[number]': '4242424242424241' }, { publishable: true }),
    ];
    expect(answers.map((a) => a.status)).toEqual([402, 404, 401, 400, 400, 402]);
    for (const answer of answers) expect(problemsAs('error', answer.body), JSON.stringify(answer.body)).toEqual([]);
  });

  it('webhook events, and the objects they carry', async () => {
    const made = await newIntent('pm_card_visa', 'contract-4');
    const intent = (await stripeCall('POST', `/v1/payment_intents/${made.body.id}/confirm`)).body;
    for (const type of ['payment_intent.amount_capturable_updated', 'payment_intent.succeeded', 'payment_intent.payment_failed']) {
      const event = JSON.parse(fake.signedEvent(type, intent).payload) as { data: { object: unknown } };
      expect(problemsAs('event', event), type).toEqual([]);
      expect(problemsAs('payment_intent', event.data.object), type).toEqual([]);
    }
  });

  it('would fail on drift: a field of the wrong type, a required field missing, a field Stripe does not have', async () => {
    const intent = (await newIntent('pm_card_visa', 'contract-5')).body;
    expect(problemsAs('payment_intent', { ...intent, amount: '1500' })).toEqual(['$.amount: expected integer, got string']);
    const { created: _created, ...withoutCreated } = intent;
    expect(problemsAs('payment_intent', withoutCreated)).toEqual(['$: required created is missing']);
    expect(problemsAs('payment_intent', { ...intent, capture: 'manual' })).toEqual(['$.capture: not a property of the published schema']);
    expect(problemsAs('payment_intent', { ...intent, status: 'authorised' })[0]).toMatch(/^\$\.status: "authorised" is not one of/);
    expect(problemsAs('payment_intent', { ...intent, next_action: { redirect_to_url: {} } })).toEqual(['$.next_action: matches none of anyOf ($.next_action: required type is missing)']);
    expect(problemsAs('error', { message: 'Your card was declined.' })).toEqual(['$: required error is missing', '$.message: not a property of the published schema']);
  });
});
