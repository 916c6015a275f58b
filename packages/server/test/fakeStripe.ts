import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { cardOutcome, registerBrowserRoutes, type FakeCard } from './fakeStripeBrowser';

// A local fake of the parts of Stripe's HTTP API checkout uses, replaying its documented shapes: form-encoded requests
// with bracketed keys, Bearer secret keys, Idempotency-Key replays (the same key and parameters answer the first
// response; other parameters are an idempotency_error), PaymentIntents (create, retrieve, confirm, capture, cancel,
// search by metadata), refunds and the balance. Stripe's test payment methods decide a confirmation:
// pm_card_visa authorises, pm_card_visa_chargeDeclined is declined, pm_card_authenticationRequired needs 3-D Secure
// (requires_action) until `decideChallenge` (or POST /_test/challenge/:id, standing in for Stripe's own challenge).
// What Stripe.js asks with the publishable key (a card made a payment method from its test numbers, an intent read with
// its client secret) and what a test reads of the fake's state are in fakeStripeBrowser.ts. Its answers are checked
// against Stripe's published OpenAPI schemas (src/checkout/stripe/fakeStripeContract.test.ts).

export const fakeStripeKeys = {
  secretKey: 'sk_test_fakeStripeSecret0001',
  publishableKey: 'pk_test_fakeStripePublishable0001',
  webhookSecret: 'whsec_fakeStripeWebhook0001',
};

export type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled';
  capture_method: string;
  client_secret: string;
  payment_method: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
  next_action: { type: string } | null;
  latest_charge: string | null;
  livemode: false;
  created: number;
};
export type Refund = { id: string; object: 'refund'; amount: number; created: number; currency: string; payment_intent: string; charge: string | null; status: 'succeeded'; metadata: Record<string, string> };

/** Parses Stripe's form encoding (`a[b][c]=1`, `list[0]=x`) into nested objects. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter(Boolean);
    let node = out as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const declined = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };

export interface FakeStripe {
  app: FastifyInstance;
  /** http://127.0.0.1:port */
  url: string;
  intents: Map<string, Intent>;
  refunds: Map<string, Refund>;
  /** Payment methods Stripe.js made from a card number (fakeStripeBrowser.ts), by id. */
  methods: Map<string, FakeCard>;
  /** Every API call: method, path and its idempotency key. */
  calls: Array<{ method: string; path: string; idempotencyKey: string | null; replayed: boolean }>;
  /** The next call to this path pattern ('create', 'confirm', 'capture', 'cancel', 'refund') does its work but never answers. */
  hangNext(what: 'create' | 'confirm' | 'capture' | 'cancel' | 'refund'): void;
  /** The card holder's bank decides a 3-D Secure challenge. */
  decideChallenge(intentId: string, approve: boolean): Intent;
  /** A webhook event for an object, with its Stripe-Signature header (the SDK's test signature). */
  signedEvent(type: string, object: unknown, secret?: string): { payload: string; signature: string; eventId: string };
  close(): Promise<void>;
}

export async function startFakeStripe(options: { port?: number; host?: string; secretKey?: string; publishableKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? fakeStripeKeys.secretKey;
  const publishableKey = options.publishableKey ?? fakeStripeKeys.publishableKey;
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, Refund>();
  const methods = new Map<string, FakeCard>();
  const captures = new Map<string, number>();
  const replies = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const calls: FakeStripe['calls'] = [];
  const hanging = new Set<string>();
  const held: FastifyReply[] = [];

  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, parseForm(body as string)));

  const error = (reply: FastifyReply, status: number, body: Record<string, unknown>) => reply.code(status).send({ error: body });
  /** Whether this route answers Stripe.js (publishable key) as well as the server (secret key). */
  const byPublishableKey = (request: FastifyRequest) => (request.routeOptions.config as { publishable?: boolean } | undefined)?.publishable === true;
  const publishableKeyOf = (request: FastifyRequest) =>
    ((request.body as Record<string, unknown> | undefined)?.key ?? (request.query as Record<string, unknown> | undefined)?.key) as string | undefined;
  // Stripe's API answers browsers on any origin (Stripe.js calls it from js.stripe.com).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*').header('access-control-allow-headers', 'content-type');
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });

  // Authentication and idempotency, as Stripe answers them: the secret key as a Bearer token, or — on the calls Stripe.js
  // makes from the browser — the publishable key as the `key` parameter.
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/_test/')) return;
    if (request.headers.authorization !== `Bearer ${secretKey}` && !(byPublishableKey(request) && publishableKeyOf(request) === publishableKey)) {
      return error(reply, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    }
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const path = request.url.split('?')[0]!;
    const known = key ? replies.get(key) : undefined;
    calls.push({ method: request.method, path, idempotencyKey: key, replayed: Boolean(known) });
    if (key && known) {
      const fingerprint = createHash('sha256').update(JSON.stringify([path, request.body ?? null])).digest('hex');
      if (known.fingerprint !== fingerprint) {
        return error(reply, 400, { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with.` });
      }
      return reply.code(known.status).header('idempotent-replayed', 'true').send(known.body);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.headers['idempotency-key'] as string | undefined;
    if (key && request.method === 'POST' && !replies.has(key) && reply.statusCode < 500) {
      const path = request.url.split('?')[0]!;
      const fingerprint = createHash('sha256').update(JSON.stringify([path, request.body ?? null])).digest('hex');
      replies.set(key, { fingerprint, status: reply.statusCode, body: JSON.parse(String(payload)) });
    }
    return payload;
  });

  /** Answers `body`, or keeps the connection open without an answer when this call is to hang (a timeout). */
  const answer = (reply: FastifyReply, what: string, body: unknown) => {
    if (hanging.delete(what)) {
      held.push(reply);
      return reply;
    }
    return reply.send(body);
  };
  const intentOr404 = (intentId: string, reply: FastifyReply) => {
    const intent = intents.get(intentId);
    if (!intent) error(reply, 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intentId}'` });
    return intent;
  };
  const unexpected = (reply: FastifyReply, intent: Intent, action: string) =>
    error(reply, 400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`, payment_intent: intent });

  app.post('/v1/payment_intents', async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || typeof body.currency !== 'string') return error(reply, 400, { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: amount.' });
    const intentId = id('pi');
    const intent: Intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: body.currency,
      status: body.payment_method ? 'requires_confirmation' : 'requires_payment_method',
      capture_method: String(body.capture_method ?? 'automatic_async'),
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      payment_method: (body.payment_method as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      livemode: false,
      created: now(),
    };
    intents.set(intentId, intent);
    return answer(reply, 'create', intent);
  });
  app.get('/v1/payment_intents/search', async (request) => {
    const query = String((request.query as Record<string, string>).query ?? '');
    const match = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(query);
    const data = match ? [...intents.values()].filter((i) => i.metadata[match[1]!] === match[2]) : [];
    return { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, next_page: null, data };
  });
  // The server reads an intent with its secret key; Stripe.js with the publishable key and the intent's client secret.
  app.get('/v1/payment_intents/:id', { config: { publishable: true } }, async (request, reply) => {
    const intent = intentOr404((request.params as { id: string }).id, reply);
    if (!intent) return reply;
    const secretAuth = request.headers.authorization === `Bearer ${secretKey}`;
    if (!secretAuth && (request.query as Record<string, string>).client_secret !== intent.client_secret) {
      return error(reply, 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intent.id}'` });
    }
    return intent;
  });
  app.post('/v1/payment_intents/:id/confirm', async (request, reply) => {
    const intent = intentOr404((request.params as { id: string }).id, reply);
    if (!intent) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.payment_method === 'string') intent.payment_method = body.payment_method;
    if (intent.status !== 'requires_confirmation' && intent.status !== 'requires_payment_method') return unexpected(reply, intent, 'confirmed');
    const outcome = cardOutcome(intent.payment_method ?? '', methods);
    if (outcome === 'declined') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = declined;
      return error(reply, 402, { ...declined, decline_code: 'generic_decline', payment_intent: intent });
    }
    if (outcome === 'challenge') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
    } else {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
    }
    return answer(reply, 'confirm', intent);
  });
  app.post('/v1/payment_intents/:id/capture', async (request, reply) => {
    const intent = intentOr404((request.params as { id: string }).id, reply);
    if (!intent) return reply;
    if (intent.status !== 'requires_capture') return unexpected(reply, intent, 'captured');
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.amount_capturable = 0;
    intent.latest_charge = id('ch');
    captures.set(intent.id, (captures.get(intent.id) ?? 0) + 1);
    return answer(reply, 'capture', intent);
  });
  app.post('/v1/payment_intents/:id/cancel', async (request, reply) => {
    const intent = intentOr404((request.params as { id: string }).id, reply);
    if (!intent) return reply;
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') return unexpected(reply, intent, 'canceled');
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    return answer(reply, 'cancel', intent);
  });
  app.post('/v1/refunds', async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    const intent = intents.get(String(body.payment_intent ?? ''));
    if (!intent) return error(reply, 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${String(body.payment_intent)}'` });
    const already = [...refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? intent.amount_received - already : Number(body.amount);
    if (intent.status !== 'succeeded' || amount < 1 || amount > intent.amount_received - already) {
      return error(reply, 400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Refund amount (${amount}) is greater than unrefunded amount on charge.` });
    }
    const refund: Refund = { id: id('re'), object: 'refund', amount, created: now(), currency: intent.currency, payment_intent: intent.id, charge: intent.latest_charge, status: 'succeeded', metadata: (body.metadata as Record<string, string> | undefined) ?? {} };
    refunds.set(refund.id, refund);
    return answer(reply, 'refund', refund);
  });
  app.get('/v1/balance', async () => ({ object: 'balance', available: [{ amount: 0, currency: 'gbp' }], pending: [], livemode: false }));

  const decideChallenge = (intentId: string, approve: boolean) => {
    const intent = intents.get(intentId);
    if (!intent || intent.status !== 'requires_action') throw new Error(`No challenge open for ${intentId}`);
    intent.next_action = null;
    if (approve) {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' };
    }
    return intent;
  };
  registerBrowserRoutes(app, { intents, refunds, methods, captures, decideChallenge, error });

  const url = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const stripe = new Stripe(secretKey);
  return {
    app,
    url,
    intents,
    refunds,
    methods,
    calls,
    hangNext: (what) => void hanging.add(what),
    decideChallenge,
    signedEvent(type, object, secret = fakeStripeKeys.webhookSecret) {
      const eventId = id('evt');
      const payload = JSON.stringify({ id: eventId, object: 'event', api_version: Stripe.API_VERSION, created: now(), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } });
      return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }), eventId };
    },
    async close() {
      for (const reply of held.splice(0)) reply.raw.destroy();
      await app.close();
    },
  };
}
