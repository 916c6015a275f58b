import type { Types } from '@adyen/api-library';
import { messages } from '@courtside/core';
import { z } from 'zod';
import { providerEvents } from '../../db/schema';
import { publish } from '../../events/publish';
import { HttpError } from '../../http/httpError';
import type { RoutePlugin } from '../../http/routeDeps';
import { hmacValidator as HmacValidator } from './adyenLibrary';

/** The Adyen event codes checkout acts on; any other verified item is acknowledged and left alone. */
export const adyenEventCodes = ['AUTHORISATION', 'CAPTURE', 'CAPTURE_FAILED', 'CANCELLATION', 'REFUND', 'REFUND_FAILED'] as const;

const field = (max: number) => z.string().max(max);
/** One item of Adyen's standard webhook (NotificationRequestItem), as far as the HMAC signature and checkout read it. */
const notificationItemSchema = z.object({
  additionalData: z.record(z.string(), z.string().max(4096)).optional(),
  amount: z.object({ currency: z.string().regex(/^[A-Z]{3}$/), value: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
  eventCode: z.string().regex(/^[A-Z_]{1,64}$/),
  eventDate: field(64).optional(),
  merchantAccountCode: field(255),
  merchantReference: field(255),
  originalReference: field(255).optional(),
  pspReference: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  reason: field(4096).optional(),
  success: z.enum(['true', 'false']),
  paymentMethod: field(64).optional(),
  operations: z.array(field(64)).max(10).optional(),
});
export type AdyenNotificationItem = z.infer<typeof notificationItemSchema>;

/** Adyen's standard webhook body: `live` and up to Adyen's batch of items. */
export const adyenNotificationSchema = z.object({
  live: z.enum(['true', 'false']),
  notificationItems: z.array(z.object({ NotificationRequestItem: notificationItemSchema })).min(1).max(100),
});

const validator = new HmacValidator();

/** Whether an item carries a valid HMAC signature made with this key (the library's HmacValidator). */
export function adyenItemSigned(item: AdyenNotificationItem, hmacKey: string): boolean {
  if (!item.additionalData?.hmacSignature) return false;
  try {
    return validator.validateHMAC(item as unknown as Types.notification.NotificationRequestItem, hmacKey);
  } catch {
    return false;
  }
}

/**
 * Adyen's standard webhooks for the tenant of the host they are posted to (POST
 * /api/payment-providers/adyen/webhook): every item's HMAC signature is checked with the tenant's HMAC key (the
 * library's HmacValidator), and a forged, tampered or unsigned item refuses the whole delivery (400, nothing kept).
 * Verified items of the tenant's merchant account are kept once — Adyen's event code, pspReference and success are the
 * key, so a replay is a no-op — and handed to the outbox, whose job applies each once (adyenEvents.ts). Adyen is
 * answered "[accepted]".
 */
export const adyenWebhookRoutes: RoutePlugin = async (app, { services }) => {
  app.post('/webhook', { schema: { body: adyenNotificationSchema }, bodyLimit: 512 * 1024 }, async (request, reply) => {
    const scope = request.ctx.db;
    const { adyen } = await services.providers.settings(scope.tenantId);
    const items = request.body.notificationItems.map((entry) => entry.NotificationRequestItem);
    if (!adyen.hmacKey || !items.every((item) => adyenItemSigned(item, adyen.hmacKey!))) throw new HttpError(400, messages.cardProvider.webhookRefused);
    const ours = items.filter((item) => item.merchantAccountCode === adyen.merchantAccount && (adyenEventCodes as readonly string[]).includes(item.eventCode));
    if (ours.length > 0) {
      await scope.transaction(async (tx) => {
        for (const item of ours) {
          const eventId = `${item.eventCode}:${item.pspReference}:${item.success}`;
          const { hmacSignature: _signature, ...additionalData } = item.additionalData ?? {};
          const [kept] = await tx.db
            .insert(providerEvents)
            .values({ tenantId: tx.tenantId, provider: 'adyen', eventId, type: item.eventCode, objectId: item.pspReference, data: { ...item, additionalData } })
            .onConflictDoNothing()
            .returning({ eventId: providerEvents.eventId });
          if (kept) await publish(tx.db, { type: 'providerEventReceived', tenantId: tx.tenantId, provider: 'adyen', eventId });
        }
      });
    }
    return reply.type('text/plain; charset=utf-8').send('[accepted]');
  });
};
