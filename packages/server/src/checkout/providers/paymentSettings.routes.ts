import { messages, paymentConnectionResponseSchema, paymentSettingsBodySchema, paymentSettingsResponseSchema } from '@courtside/core';
import { requireStaffTo } from '../../auth/guards';
import { HttpError } from '../../http/httpError';
import type { RoutePlugin } from '../../http/routeDeps';
import { saveSettings, settingsRow, settingsWire } from './paymentSettings.repo';

/** Where Stripe posts this tenant's webhooks (on the tenant's own host). */
export const stripeWebhookPath = '/api/payment-providers/stripe/webhook';
/** Where Adyen posts this tenant's standard webhooks (on the tenant's own host). */
export const adyenWebhookPath = '/api/payment-providers/adyen/webhook';
const webhookPaths = { stripe: stripeWebhookPath, adyen: adyenWebhookPath } as const;

/**
 * The tenant's card provider (paths ours, docs/api.md, docs/payments.md): super users read and set the provider, its
 * mode and keys, and test that the stored keys reach it. Secrets go in and never come out: answers carry whether one
 * is set and its last 4 characters.
 */
export const paymentSettingsRoutes: RoutePlugin = async (app, { services }) => {
  const superUser = requireStaffTo('configurePayments');
  app.get('/v1/staff/payment-settings', { schema: { response: { 200: paymentSettingsResponseSchema } }, preHandler: superUser }, async (request) => ({
    data: settingsWire(await settingsRow(request.ctx.db), webhookPaths),
  }));
  app.put('/v1/staff/payment-settings', { schema: { body: paymentSettingsBodySchema, response: { 200: paymentSettingsResponseSchema } }, preHandler: superUser }, async (request) => {
    const row = await saveSettings(request.ctx.db, request.body, services.secretBox, request.ctx.now);
    services.providers.forget(request.ctx.db.tenantId);
    request.log.info({ provider: row.provider, mode: row.mode }, 'payment settings changed');
    return { data: settingsWire(row, webhookPaths) };
  });
  app.post('/v1/staff/payment-settings/test', { schema: { response: { 200: paymentConnectionResponseSchema } }, preHandler: superUser }, async (request) => {
    try {
      const provider = await services.providers.forTenant(request.ctx.db.tenantId);
      await provider.testConnection?.();
      return { data: { ok: true, message: null } };
    } catch (error) {
      // What went wrong is for the log (never a key); the screen says only that the provider refused.
      request.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'payment provider connection test failed');
      return { data: { ok: false, message: error instanceof HttpError ? error.message : messages.cardProvider.connectionFailed } };
    }
  });
};
