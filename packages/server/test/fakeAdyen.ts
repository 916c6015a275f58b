import { createHash, randomBytes } from 'node:crypto';
import { hmacValidator as HmacValidator, type Types } from '@adyen/api-library';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

// A local fake of the parts of Adyen's Checkout API (v72) checkout uses, replaying its documented shapes: X-API-Key
// authentication, Idempotency-Key replays (the same key and body answer the first response; another body under a used
// key is Adyen's 422 "704"), /payments with Adyen's test card numbers in the encrypted fields (`test_<number>`, the
// form Adyen's test environment takes), /payments/details, captures, cancels (by pspReference, and by our own
// reference when the pspReference was never learned), refunds and /paymentMethods (the connection test), and signed
// standard webhooks (the library's HmacValidator). Cards: 4111 1111 1111 1111 authorises, 4000 0000 0000 0002 is
// Refused, 4917 6100 0000 0000 asks for 3-D Secure 2 natively (IdentifyShopper, then ChallengeShopper), 4212 3456 7891
// 0006 redirects (RedirectShopper). Action answers carry no pspReference, as Adyen's do.

export const fakeAdyenKeys = {
  apiKey: 'AQEfakeAdyenApiKey-0001+test/KEY=',
  merchantAccount: 'CourtsideECOM',
  clientKey: 'test_FAKEADYENCLIENTKEY0001',
  hmacKey: '6C6F63616C2D66616B652D6164792D686D61632D6B65792D30303031A1B2C3D4',
};

type Stage = 'fingerprint' | 'challenge' | 'redirect' | 'done';
export interface FakeAdyenPayment {
  pspReference: string;
  reference: string;
  amount: { value: number; currency: string };
  status: 'open' | 'Authorised' | 'Refused' | 'Cancelled' | 'Captured';
  stage: Stage;
  captured: number;
  refunded: number;
  request: Record<string, unknown>;
}

export interface FakeAdyenCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  replayed: boolean;
  body: Record<string, unknown> | null;
  /** What the fake answered (validated against Adyen's schemas in the contract test). */
  status?: number;
  answer?: unknown;
}

export type HangingCall = 'create' | 'details' | 'capture' | 'cancel' | 'refund';

export interface FakeAdyen {
  app: FastifyInstance;
  /** http://127.0.0.1:port */
  url: string;
  payments: Map<string, FakeAdyenPayment>;
  calls: FakeAdyenCall[];
  /** The next call of this kind does its work but never answers (a timeout). */
  hangNext(what: HangingCall): void;
  /** The payment made under our reference (our payment's id). */
  paymentOf(reference: string): FakeAdyenPayment | undefined;
  /** What Adyen Web gives the page after a 3-D Secure 2 step (`details` for /payments/details), the bank's answer in it. */
  threeDSResult(reference: string, approve?: boolean): string;
  /** What the shopper brings back from a redirect (`details.redirectResult`). */
  redirectResult(reference: string, approve?: boolean): string;
  /** Adyen's standard webhook for a payment, its item signed with `hmacKey` (the library's HmacValidator). */
  notification(eventCode: string, item: { pspReference: string; originalReference?: string; merchantReference: string; value: number; currency?: string; success?: boolean; reason?: string }, hmacKey?: string, merchantAccount?: string): { body: Types.notification.Notification & Record<string, unknown>; item: Types.notification.NotificationRequestItem };
  close(): Promise<void>;
}

const psp = () => randomBytes(12).toString('base64').replace(/[^A-Za-z0-9]/g, '').toUpperCase().padEnd(16, 'Q').slice(0, 16);
const fingerprint = (path: string, body: unknown) => createHash('sha256').update(JSON.stringify([path, body ?? null])).digest('hex');
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (value: unknown): Record<string, unknown> | null => {
  try {
    return JSON.parse(Buffer.from(String(value), 'base64').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
};

export async function startFakeAdyen(options: { port?: number; apiKey?: string } = {}): Promise<FakeAdyen> {
  const apiKey = options.apiKey ?? fakeAdyenKeys.apiKey;
  const payments = new Map<string, FakeAdyenPayment>();
  const replies = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const calls: FakeAdyenCall[] = [];
  const hanging = new Set<HangingCall>();
  const held: FastifyReply[] = [];
  const app = Fastify({ logger: false });

  const serviceError = (reply: FastifyReply, status: number, errorCode: string, message: string, errorType = 'validation') =>
    reply.code(status).send({ status, errorCode, message, errorType, pspReference: psp() });

  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/_test/')) return;
    const path = request.url.split('?')[0]!;
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const known = key ? replies.get(key) : undefined;
    calls.push({ method: request.method, path, idempotencyKey: key, replayed: Boolean(known), body: (request.body as Record<string, unknown> | undefined) ?? null });
    if (key && key.length > 64) return serviceError(reply, 422, '100', 'Idempotency-Key must be at most 64 characters');
    if (request.headers['x-api-key'] !== apiKey) return serviceError(reply, 401, '000', 'HTTP Status Response - Unauthorized', 'security');
    if (key && known) {
      if (known.fingerprint !== fingerprint(path, request.body)) return serviceError(reply, 422, '704', 'request already processed or in progress');
      return reply.code(known.status).header('idempotent-replayed', 'true').send(known.body);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const call = calls.findLast((c) => c.path === request.url.split('?')[0] && c.status === undefined);
    const answer = (() => {
      try {
        return JSON.parse(String(payload)) as unknown;
      } catch {
        return payload;
      }
    })();
    if (call) Object.assign(call, { status: reply.statusCode, answer });
    const key = request.headers['idempotency-key'] as string | undefined;
    if (key && !replies.has(key) && reply.statusCode < 500 && reply.statusCode !== 401) {
      replies.set(key, { fingerprint: fingerprint(request.url.split('?')[0]!, request.body), status: reply.statusCode, body: answer });
    }
    return payload;
  });

  /** Answers `body`, or keeps the connection open without an answer when this call is to hang (a timeout). */
  const answer = (reply: FastifyReply, what: HangingCall, body: unknown) => {
    if (hanging.delete(what)) {
      held.push(reply);
      return reply;
    }
    // A modification (capture, cancel, refund) is created: 201, as Adyen answers it.
    return reply.code(['capture', 'cancel', 'refund'].includes(what) ? 201 : 200).send(body);
  };
  const base = '/v72';
  const authorised = (payment: FakeAdyenPayment) => {
    payment.status = 'Authorised';
    payment.stage = 'done';
    return { resultCode: 'Authorised', pspReference: payment.pspReference, merchantReference: payment.reference, amount: payment.amount, additionalData: { authCode: '054321' } };
  };
  const refused = (payment: FakeAdyenPayment, reason = 'Refused', code = '2') => {
    payment.status = 'Refused';
    payment.stage = 'done';
    return { resultCode: 'Refused', pspReference: payment.pspReference, merchantReference: payment.reference, refusalReason: reason, refusalReasonCode: code, amount: payment.amount };
  };
  const threeDS2 = (payment: FakeAdyenPayment, subtype: 'fingerprint' | 'challenge') => {
    payment.stage = subtype;
    return {
      resultCode: subtype === 'fingerprint' ? 'IdentifyShopper' : 'ChallengeShopper',
      action: { type: 'threeDS2', subtype, paymentMethodType: 'scheme', token: encode({ reference: payment.reference, subtype }), authorisationToken: `Ab02b4c0!${encode({ psp: payment.pspReference })}`, paymentData: encode({ psp: payment.pspReference }) },
    };
  };

  app.post(`${base}/payments`, async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
    const method = body.paymentMethod as Record<string, unknown> | undefined;
    if (!body.merchantAccount || !body.reference || !body.returnUrl || !Number.isInteger(amount?.value) || typeof amount?.currency !== 'string' || !method) {
      return serviceError(reply, 422, '702', 'Structure of PaymentRequest contains the following unknown or invalid fields');
    }
    const number = String(method.encryptedCardNumber ?? '');
    if (!/^test_\d{12,19}$/.test(number)) return serviceError(reply, 422, '174', 'Unable to decrypt data');
    const payment: FakeAdyenPayment = { pspReference: psp(), reference: String(body.reference), amount: { value: Number(amount.value), currency: amount.currency }, status: 'open', stage: 'done', captured: 0, refunded: 0, request: body };
    payments.set(payment.pspReference, payment);
    const card = number.slice(5);
    if (card === '4000000000000002') return answer(reply, 'create', refused(payment));
    if (card === '4917610000000000') return answer(reply, 'create', threeDS2(payment, 'fingerprint'));
    if (card === '4212345678910006') {
      payment.stage = 'redirect';
      return answer(reply, 'create', { resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', paymentMethodType: 'scheme', url: `https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect?MD=${encode({ reference: payment.reference })}` } });
    }
    return answer(reply, 'create', authorised(payment));
  });

  app.post(`${base}/payments/details`, async (request, reply) => {
    const details = ((request.body as Record<string, unknown>).details ?? {}) as Record<string, unknown>;
    const result = decode(details.threeDSResult ?? details.redirectResult);
    const payment = result ? [...payments.values()].find((p) => p.reference === result.reference) : undefined;
    if (!payment || payment.status !== 'open') return serviceError(reply, 422, '101', 'Invalid payment details');
    const approve = result!.transStatus === 'Y';
    if (payment.stage === 'fingerprint' && details.threeDSResult) return answer(reply, 'details', threeDS2(payment, 'challenge'));
    if ((payment.stage === 'challenge' && details.threeDSResult) || (payment.stage === 'redirect' && details.redirectResult)) {
      return answer(reply, 'details', approve ? authorised(payment) : refused(payment, '3D Not Authenticated', '11'));
    }
    return serviceError(reply, 422, '101', 'Invalid payment details');
  });

  const modification = (pspReference: string, body: Record<string, unknown>, extra: Record<string, unknown>) => ({
    merchantAccount: body.merchantAccount,
    paymentPspReference: pspReference,
    pspReference: psp(),
    ...(body.reference ? { reference: body.reference } : {}),
    status: 'received',
    ...extra,
  });
  app.post(`${base}/payments/:psp/captures`, async (request, reply) => {
    const pspReference = (request.params as { psp: string }).psp;
    const body = request.body as Record<string, unknown>;
    const payment = payments.get(pspReference);
    const amount = body.amount as { value: number; currency: string } | undefined;
    if (!payment) return serviceError(reply, 422, '167', 'Original pspReference required for this operation');
    if (!amount || !body.merchantAccount) return serviceError(reply, 422, '100', 'Required field amount is not provided');
    if (payment.status !== 'Authorised' || amount.value > payment.amount.value) return serviceError(reply, 422, '167', 'Original pspReference required for this operation');
    payment.status = 'Captured';
    payment.captured = amount.value;
    return answer(reply, 'capture', modification(pspReference, body, { amount }));
  });
  app.post(`${base}/payments/:psp/cancels`, async (request, reply) => {
    const pspReference = (request.params as { psp: string }).psp;
    const payment = payments.get(pspReference);
    if (!payment) return serviceError(reply, 422, '167', 'Original pspReference required for this operation');
    if (payment.status !== 'Captured') payment.status = 'Cancelled';
    return answer(reply, 'cancel', modification(pspReference, request.body as Record<string, unknown>, {}));
  });
  // A technical cancel: the payment made under the merchant's own reference, whatever Adyen named it.
  app.post(`${base}/cancels`, async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    if (!body.merchantAccount || !body.paymentReference) return serviceError(reply, 422, '100', 'Required field paymentReference is not provided');
    for (const payment of payments.values()) if (payment.reference === body.paymentReference && payment.status !== 'Captured') payment.status = 'Cancelled';
    return answer(reply, 'cancel', { merchantAccount: body.merchantAccount, paymentReference: body.paymentReference, pspReference: psp(), ...(body.reference ? { reference: body.reference } : {}), status: 'received' });
  });
  app.post(`${base}/payments/:psp/refunds`, async (request, reply) => {
    const pspReference = (request.params as { psp: string }).psp;
    const body = request.body as Record<string, unknown>;
    const payment = payments.get(pspReference);
    const amount = body.amount as { value: number; currency: string } | undefined;
    if (!payment || payment.status !== 'Captured') return serviceError(reply, 422, '167', 'Original pspReference required for this operation');
    if (!amount || amount.value < 1 || amount.value > payment.captured - payment.refunded) return serviceError(reply, 422, '137', 'Invalid amount specified');
    payment.refunded += amount.value;
    return answer(reply, 'refund', modification(pspReference, body, { amount }));
  });
  app.post(`${base}/paymentMethods`, async (request, reply) => {
    if (!(request.body as Record<string, unknown>).merchantAccount) return serviceError(reply, 422, '100', 'Required field merchantAccount is not provided');
    return { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] }] };
  });

  const validator = new HmacValidator();
  const paymentOf = (reference: string) => [...payments.values()].find((p) => p.reference === reference);
  const done = (pspReference: string, what: 'captures' | 'refunds') =>
    calls.filter((call) => call.path === `${base}/payments/${pspReference}/${what}` && !call.replayed && call.status === 201);

  // What a browser journey reads of the fake's state (the fake runs as a process of its own there): the payments made
  // under one of our references, each with how many times it was captured and the amounts refunded (a call replayed by
  // its Idempotency-Key, or refused, does neither).
  app.get('/_test/payments/:reference', async (request) => {
    const { reference } = request.params as { reference: string };
    return {
      payments: [...payments.values()]
        .filter((payment) => payment.reference === reference)
        .map(({ request: _request, ...payment }) => ({
          ...payment,
          captures: done(payment.pspReference, 'captures').length,
          refunds: done(payment.pspReference, 'refunds').map((call) => (call.body?.amount as { value: number }).value),
        })),
    };
  });

  const url = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return {
    app,
    url,
    payments,
    calls,
    hangNext: (what) => void hanging.add(what),
    paymentOf,
    // Each step's result is new (as Adyen Web's are), so its details call is a new request, not a replay.
    threeDSResult: (reference, approve = true) => encode({ reference, transStatus: approve ? 'Y' : 'N', step: randomBytes(4).toString('hex') }),
    redirectResult: (reference, approve = true) => encode({ reference, transStatus: approve ? 'Y' : 'N', step: randomBytes(4).toString('hex') }),
    notification(eventCode, given, hmacKey = fakeAdyenKeys.hmacKey, merchantAccount = fakeAdyenKeys.merchantAccount) {
      const item = {
        additionalData: {} as Record<string, string>,
        amount: { value: given.value, currency: given.currency ?? 'GBP' },
        eventCode,
        eventDate: '2027-03-01T10:00:00+01:00',
        merchantAccountCode: merchantAccount,
        merchantReference: given.merchantReference,
        ...(given.originalReference ? { originalReference: given.originalReference } : {}),
        pspReference: given.pspReference,
        reason: given.reason ?? '',
        success: given.success === false ? 'false' : 'true',
        paymentMethod: 'visa',
      } as unknown as Types.notification.NotificationRequestItem;
      item.additionalData = { hmacSignature: validator.calculateHmac(item, hmacKey) } as Types.notification.NotificationRequestItem['additionalData'];
      return { body: { live: 'false', notificationItems: [{ NotificationRequestItem: item }] } as unknown as Types.notification.Notification & Record<string, unknown>, item };
    },
    async close() {
      for (const reply of held.splice(0)) reply.raw.destroy();
      await app.close();
    },
  };
}
