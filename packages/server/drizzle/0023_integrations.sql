-- Issue 16, spec §3 Third-party integration: a tenant's webhook integrations (the events they take, whether active,
-- the secret their deliveries are signed with) and the delivery log: one row per event and integration, retried with
-- backoff by the outbox drainer until delivered.
CREATE TABLE "integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"type" text DEFAULT 'webhook' NOT NULL,
	"driver" text DEFAULT 'signed-webhook' NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"enabled_event_types" text[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_tenant_id_id_unique" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "integrations_type" CHECK ("type" IN ('webhook'))
);--> statement-breakpoint
CREATE TABLE "integration_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"integration_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"event_id" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "integration_deliveries_tenant_id_id_unique" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "integration_deliveries_integration_id_tenant_fk" FOREIGN KEY ("tenant_id", "integration_id") REFERENCES "integrations" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "integration_deliveries_status" CHECK ("status" IN ('delivered', 'failed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "integration_deliveries_once" ON "integration_deliveries" USING btree ("integration_id", "event_id");
