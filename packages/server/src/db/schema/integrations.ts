import type { IntegrationEventType } from '@courtside/core';
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

const tenantId = () => integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' });
const zoned = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Spec §3 Third-party integration: where a tenant's webhooks go, which events, and the signing secret. */
export const integrations = pgTable('integrations', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  type: text('type', { enum: ['webhook'] }).notNull().default('webhook'),
  /** How it is delivered (shown to super users only). */
  driver: text('driver').notNull().default('signed-webhook'),
  url: text('url').notNull(),
  /** HMAC-SHA256 key of its signatures; never answered after creation. */
  secret: text('secret').notNull(),
  enabledEventTypes: text('enabled_event_types').array().$type<IntegrationEventType[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: zoned('created_at').notNull().defaultNow(),
});
export type IntegrationRow = typeof integrations.$inferSelect;

/** One event's delivery to one integration (unique per integration and event id): the log staff read. */
export const integrationDeliveries = pgTable('integration_deliveries', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  integrationId: integer('integration_id').notNull(),
  eventType: text('event_type').$type<IntegrationEventType>().notNull(),
  eventId: text('event_id').notNull(),
  status: text('status', { enum: ['delivered', 'failed'] }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  responseStatus: integer('response_status'),
  error: text('error'),
  createdAt: zoned('created_at').notNull().defaultNow(),
  deliveredAt: zoned('delivered_at'),
});
export type IntegrationDeliveryRow = typeof integrationDeliveries.$inferSelect;
