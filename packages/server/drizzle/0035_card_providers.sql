-- Card providers per tenant (docs/payments.md): the provider a tenant's checkout charges through, its mode and keys —
-- secret keys encrypted at rest (AES-256-GCM) with their last 4 characters kept apart to show; a payment's 3-D Secure
-- data from its provider; each provider webhook event once per tenant; refunds to a card.
CREATE TABLE "tenant_payment_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"mode" text DEFAULT 'test' NOT NULL,
	"publishable_key" text,
	"secret_key" text,
	"secret_key_last4" text,
	"webhook_secret" text,
	"webhook_secret_last4" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_payment_settings_mode" CHECK ("mode" IN ('test', 'live'))
);--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "sca_data" jsonb;--> statement-breakpoint
CREATE TABLE "provider_events" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"object_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_pk" PRIMARY KEY ("tenant_id", "provider", "event_id")
);--> statement-breakpoint
CREATE TABLE "card_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"payment_id" uuid NOT NULL REFERENCES "payment_transactions"("id") ON DELETE CASCADE,
	"booking_id" integer,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_refunds_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "card_refunds_status" CHECK ("status" IN ('pending', 'succeeded', 'failed'))
);--> statement-breakpoint
CREATE INDEX "card_refunds_tenant_payment_idx" ON "card_refunds" USING btree ("tenant_id", "payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_booking_unique" ON "card_refunds" USING btree ("tenant_id", "booking_id") WHERE "booking_id" IS NOT NULL;
--> statement-breakpoint
-- A refund's payment is its own tenant's (every reference between tenant-owned tables carries tenant_id too).
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payment_id_tenant_fk" FOREIGN KEY ("tenant_id", "payment_id") REFERENCES "payment_transactions" ("tenant_id", "id") ON DELETE CASCADE;
