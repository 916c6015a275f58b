import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FakeStripe, Intent, Refund } from './fakeStripe';

// The fake Stripe's side that faces a browser and a test: what Stripe.js does with the publishable key (the card typed
// into the Payment Element made a payment method, in Stripe's own frame — the card number never reaches our page or
// our API), the card holder's bank answering a 3-D Secure challenge, and what a journey reads of the fake's state.

/** What confirming a payment with a card does, by Stripe's test card numbers. */
export type CardOutcome = 'approve' | 'declined' | 'challenge';
/** A payment method made from a card number. */
export type FakeCard = { outcome: CardOutcome; brand: string; last4: string; expMonth: number; expYear: number };

/** Stripe's test cards (docs.stripe.com/testing): approved, declined, and the 3-D Secure cards that always ask. */
const testCards: Record<string, CardOutcome> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'declined',
  '4000000000009995': 'declined',
  '4000002760003184': 'challenge',
  '4000002500003155': 'challenge',
};

/** Luhn's check: the card numbers a real Payment Element lets through. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** How a confirmation with this payment method ends: a card made here, or one of Stripe's named test methods. */
export function cardOutcome(paymentMethod: string, methods: ReadonlyMap<string, FakeCard>): CardOutcome {
  const made = methods.get(paymentMethod);
  if (made) return made.outcome;
  if (paymentMethod.includes('chargeDeclined')) return 'declined';
  if (paymentMethod.includes('authenticationRequired') || paymentMethod.includes('threeDSecure')) return 'challenge';
  return 'approve';
}

interface BrowserDeps {
  intents: Map<string, Intent>;
  refunds: Map<string, Refund>;
  methods: Map<string, FakeCard>;
  /** Successful captures by PaymentIntent id. */
  captures: ReadonlyMap<string, number>;
  decideChallenge: FakeStripe['decideChallenge'];
  error: (reply: FastifyReply, status: number, body: Record<string, unknown>) => FastifyReply;
}

export function registerBrowserRoutes(app: FastifyInstance, { intents, refunds, methods, captures, decideChallenge, error }: BrowserDeps) {
  // Stripe.js's createPaymentMethod (its Payment Element's frame posts the card with the publishable key).
  app.post('/v1/payment_methods', { config: { publishable: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as { type?: string; card?: Record<string, string> };
    const number = String(body.card?.number ?? '').replace(/\D/g, '');
    if (body.type !== 'card' || !luhn(number)) {
      return error(reply, 402, { type: 'card_error', code: 'incorrect_number', param: 'card[number]', message: 'Your card number is incorrect.' });
    }
    const card: FakeCard = { outcome: testCards[number] ?? 'approve', brand: number.startsWith('5') ? 'mastercard' : 'visa', last4: number.slice(-4), expMonth: Number(body.card?.exp_month ?? 12), expYear: Number(body.card?.exp_year ?? 2034) };
    const methodId = `pm_${randomBytes(12).toString('hex')}`;
    methods.set(methodId, card);
    return {
      id: methodId,
      object: 'payment_method',
      billing_details: { address: null, email: null, name: null, phone: null },
      card: { brand: card.brand, country: 'GB', exp_month: card.expMonth, exp_year: card.expYear, funding: 'credit', last4: card.last4 },
      created: Math.floor(Date.now() / 1000),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
  });

  // The card holder's bank answers Stripe's 3-D Secure challenge (the journey's stub of Stripe's challenge page posts here).
  app.post('/_test/challenge/:id', async (request, reply) => {
    const body = request.body as { approve?: string | boolean } | undefined;
    try {
      return decideChallenge((request.params as { id: string }).id, body?.approve === true || body?.approve === 'true');
    } catch {
      return error(reply, 409, { type: 'invalid_request_error', message: 'No challenge is open.' });
    }
  });

  // What a test reads: the PaymentIntents made for one of our payments, each with its refunds and how many times it was
  // captured (a call replayed by its idempotency key, or refused, captures nothing).
  app.get('/_test/payments/:paymentId', async (request) => {
    const { paymentId } = request.params as { paymentId: string };
    return {
      payment_intents: [...intents.values()]
        .filter((intent) => intent.metadata.payment_id === paymentId)
        .map((intent) => ({
          ...intent,
          refunds: [...refunds.values()].filter((refund) => refund.payment_intent === intent.id),
          captures: captures.get(intent.id) ?? 0,
        })),
    };
  });
}
