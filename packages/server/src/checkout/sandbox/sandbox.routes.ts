import { formatMoney, messages } from '@courtside/core';
import { z } from 'zod';
import { HttpError, RequestValidationError } from '../../http/httpError';
import { sandboxPageHelmet } from '../../http/securityHeaders';
import type { RoutePlugin } from '../../http/routeDeps';
import { cardFramePage, challengePage } from './sandboxPages';
import { checkCard } from './sandboxProvider';

const tokenBody = z.object({
  name: z.string().max(255).default(''),
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
  session_id: z.string().max(255).nullish(),
  client_secret: z.string().max(255).nullish(),
});

const tokenResponse = z.object({ data: z.object({ token: z.string() }) });

/** The sandbox provider's own endpoints (/api/payment-providers/sandbox): card frame, tokens, 3-D Secure challenge. */
export const sandboxRoutes: RoutePlugin = async (app, { services }) => {
  const { sandbox } = services;
  // The pages' inline script and style run by this response's CSP nonces (a fresh pair per response).
  app.get('/card-frame', { helmet: sandboxPageHelmet }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(cardFramePage(reply.cspNonce)));

  app.post('/tokens', { schema: { body: tokenBody, response: { 200: tokenResponse } } }, async (request) => {
    const checked = checkCard(request.body, request.ctx.now);
    if ('errors' in checked) {
      const issues = Object.entries(checked.errors).map(([path, message]) => ({ code: 'custom' as const, path: [path], message, input: undefined }));
      throw new RequestValidationError(issues, 'body');
    }
    const { session_id: id, client_secret: secret } = request.body;
    const token = await sandbox.tokenise(checked, id && secret ? { id, secret } : undefined);
    if (!token) throw new HttpError(422, messages.sandbox.unknownSession);
    return { data: { token } };
  });

  const reference = z.object({ reference: z.string().regex(/^sbx_ch_[0-9a-f-]{36}$/) });
  app.get('/challenge/:reference', { schema: { params: reference }, helmet: sandboxPageHelmet }, async (request, reply) => {
    const charge = await sandbox.chargeAmount(request.params.reference);
    if (!charge) throw new HttpError(404, messages.notFound);
    const amount = formatMoney(charge.amount, { currency: charge.currency });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(challengePage(request.params.reference, amount, reply.cspNonce));
  });
  app.post('/challenge/:reference', { schema: { params: reference, body: z.object({ approve: z.boolean() }) } }, async (request) => {
    if (!(await sandbox.decideChallenge(request.params.reference, request.body.approve))) throw new HttpError(409, messages.sandbox.challengeDecided);
    return { data: { status: request.body.approve ? 'authorised' : 'failed' } };
  });
};
