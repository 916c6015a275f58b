import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentTransactions } from './checkout';
import { tenants } from './tenancy';

const tenantId = () => integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' });
const zoned = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A tenant's card provider (docs/payments.md): its lowercase name, test or live mode and each provider's keys (Stripe's
 * in the unprefixed columns, Adyen's in `adyen_*`). Secret keys are stored
 * encrypted (checkout/providers/secretBox.ts), their last 4 characters apart, so the API can say which key is set
 * without ever decrypting it for a reader. No row: the sandbox.
 */
export const tenantPaymentSettings = pgTable(
  'tenant_payment_settings',
  {
    tenantId: integer('tenant_id').primaryKey().references(() => tenants.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('sandbox'),
    mode: text('mode', { enum: ['test', 'live'] }).notNull().default('test'),
    publishableKey: text('publishable_key'),
    secretKey: text('secret_key'),
    secretKeyLast4: text('secret_key_last4'),
    webhookSecret: text('webhook_secret'),
    webhookSecretLast4: text('webhook_secret_last4'),
    // Adyen's own (drizzle/0037): the API key and HMAC key sealed, the rest in clear.
    adyenMerchantAccount: text('adyen_merchant_account'),
    adyenApiKey: text('adyen_api_key'),
    adyenApiKeyLast4: text('adyen_api_key_last4'),
    adyenClientKey: text('adyen_client_key'),
    adyenHmacKey: text('adyen_hmac_key'),
    adyenHmacKeyLast4: text('adyen_hmac_key_last4'),
    adyenLiveEndpointPrefix: text('adyen_live_endpoint_prefix'),
    updatedAt: zoned('updated_at').notNull().defaultNow(),
  },
  (t) => [check('tenant_payment_settings_mode', sql`${t.mode} in ('test', 'live')`)],
);
export type TenantPaymentSettingsRow = typeof tenantPaymentSettings.$inferSelect;

/** A provider's webhook event, kept once per tenant (its id is the key), applied once by the outbox's job. */
export const providerEvents = pgTable(
  'provider_events',
  {
    tenantId: tenantId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The provider's object the event is about (a PaymentIntent's or a charge's id). */
    objectId: text('object_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    appliedAt: zoned('applied_at'),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'provider_events_pk', columns: [t.tenantId, t.provider, t.eventId] })],
);
export type ProviderEventRow = typeof providerEvents.$inferSelect;

/**
 * Money going back to the card a payment was made with: a paid booking, or a camp or course bundle cancelled whole
 * (migration 0036), refunded to card; at most one per booking and one per bundle, never both on one row.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id'),
    bundleId: integer('bundle_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    providerReference: text('provider_reference'),
    failure: text('failure'),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('card_refunds_tenant_payment_idx').on(t.tenantId, t.paymentId),
    uniqueIndex('card_refunds_booking_unique').on(t.tenantId, t.bookingId).where(sql`booking_id is not null`),
    uniqueIndex('card_refunds_bundle_unique').on(t.tenantId, t.bundleId).where(sql`bundle_id is not null`),
    check('card_refunds_booking_or_bundle', sql`${t.bookingId} is null or ${t.bundleId} is null`),
    check('card_refunds_amount_positive', sql`${t.amount} > 0`),
    check('card_refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
export type CardRefundRow = typeof cardRefunds.$inferSelect;
