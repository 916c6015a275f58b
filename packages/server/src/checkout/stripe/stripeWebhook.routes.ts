import { messages, nestingMessage, nestsTooDeeply } from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { providerEvents } from '../../db/schema';
import { publish } from '../../events/publish';
import { HttpError } from '../../http/httpError';
import type { RoutePlugin } from '../../http/routeDeps';
import { verifiedStripeEvent } from './stripeProvider';

/** The Stripe events checkout acts on; any other verified event is acknowledged and left alone. */
export const stripeEventTypes = ['payment_intent.succeeded', 'payment_intent.amount_capturable_updated', 'payment_intent.payment_failed', 'charge.refunded'] as const;

const receivedResponse = z.object({ received: z.boolean() });

/** The bytes of each webhook request's body, as sent. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * Stripe's webhooks for the tenant of the host they are posted to (POST /api/payment-providers/stripe/webhook): the
 * raw body is checked against the Stripe-Signature header with the tenant's signing secret (the SDK's check), a forged
 * or stale one is 400; a verified event is kept once (its id is the key, so a replay is a no-op) and handed to the
 * outbox, whose job applies it once (providerEvents.ts).
 */
export const stripeWebhookRoutes: RoutePlugin = async (app, { services }) => {
  // The signature is over the exact bytes Stripe sent: this route keeps them beside the body, parsed as every JSON body
  // is (poisoning and over-deep nesting refused before any hook sees it).
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (request, text, done) => {
    parse(request, text, (error, body) => {
      if (error) return done(error, undefined);
      if (nestsTooDeeply(body)) return done(new HttpError(400, nestingMessage), undefined);
      rawBodies.set(request, text);
      return done(null, body);
    });
  });

  app.post('/webhook', { schema: { response: { 200: receivedResponse } } }, async (request) => {
    const scope = request.ctx.db;
    const settings = await services.providers.settings(scope.tenantId);
    const raw = rawBodies.get(request) ?? '';
    const signature = request.headers['stripe-signature'];
    const event = settings.webhookSecret ? verifiedStripeEvent(raw, typeof signature === 'string' ? signature : undefined, settings.webhookSecret) : null;
    if (!event) throw new HttpError(400, messages.cardProvider.webhookRefused);
    if (!(stripeEventTypes as readonly string[]).includes(event.type)) return { received: true };
    const object = event.data.object as unknown as { id: string } & Record<string, unknown>;
    await scope.transaction(async (tx) => {
      const [kept] = await tx.db
        .insert(providerEvents)
        .values({ tenantId: tx.tenantId, provider: 'stripe', eventId: event.id, type: event.type, objectId: object.id, data: object })
        .onConflictDoNothing()
        .returning({ eventId: providerEvents.eventId });
      if (kept) await publish(tx.db, { type: 'providerEventReceived', tenantId: tx.tenantId, provider: 'stripe', eventId: event.id });
    });
    return { received: true };
  });
};
