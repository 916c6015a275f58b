-- Issue 14 (spec §4 cut-off actions): what an activity does to a cancellation at or after the cut-off — a fee, online
-- booking or membership access paused for some days, or no cancelling at all. A fee is a penalty the customer owes
-- (has_outstanding_penalties); the pauses are kept on the customer.
ALTER TABLE "activities" ADD COLUMN "late_cancellation" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "booking_disabled_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_suspended_until" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "penalties" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL,
	"booking_id" integer,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "penalties_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "penalties_booking_unique" UNIQUE ("booking_id"),
	CONSTRAINT "penalties_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "penalties_booking_id_tenant_fk" FOREIGN KEY ("tenant_id", "booking_id") REFERENCES "bookings" ("tenant_id", "id") ON DELETE SET NULL ("booking_id")
);--> statement-breakpoint
CREATE INDEX "penalties_user_idx" ON "penalties" USING btree ("tenant_id", "user_id");
