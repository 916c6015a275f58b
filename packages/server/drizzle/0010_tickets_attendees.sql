-- Spec §3 Ticket: who may use it (an age band the server checks against the attendee's date of birth on the
-- session's day; null = no bound). Spec §3 Waiver: the one statement a pre-purchase waiver is agreed with (§5).
ALTER TABLE "tickets" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_age_band" CHECK ("min_age" IS NULL OR "max_age" IS NULL OR "min_age" <= "max_age");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_tenant_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "restrictions" ADD COLUMN "agreement" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A basket line and its booking name the ticket they were priced at; the order line keeps who it was for.
ALTER TABLE "cart_items" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_ticket_id_tenant_fk" FOREIGN KEY ("tenant_id", "ticket_id") REFERENCES "tickets" ("tenant_id", "id") ON DELETE SET NULL ("ticket_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ticket_id_tenant_fk" FOREIGN KEY ("tenant_id", "ticket_id") REFERENCES "tickets" ("tenant_id", "id") ON DELETE SET NULL ("ticket_id");--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "attendee_name" text;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "ticket_name" text;
--> statement-breakpoint
-- Issue 12: an order's reference a customer can quote, not its sequential id (the server makes one from a random
-- 8-character Crockford base-32 code; the default only serves rows written some other way), and what was refunded.
ALTER TABLE "orders" ADD COLUMN "reference" text DEFAULT upper(substr(md5(random()::text), 1, 4) || '-' || substr(md5(random()::text), 1, 4)) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_reference_unique" ON "orders" USING btree ("tenant_id", "reference");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_range" CHECK ("refunded" >= 0 AND "refunded" <= "total");
--> statement-breakpoint
-- Issue 12: each booking mail is recorded before it is sent, once per (kind, subject, recipient): a redelivered event
-- or a second drainer finds the row and sends nothing (mail/sendOnce.ts).
CREATE TABLE "sent_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "sent_mails" ADD CONSTRAINT "sent_mails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_mails_once" ON "sent_mails" USING btree ("tenant_id","kind","subject_key","recipient");
