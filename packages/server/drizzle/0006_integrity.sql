-- Repair rows a negative or zero quantity could have written before the constraints below existed (issue 10, finding 1).
DELETE FROM "cart_items" WHERE "quantity" < 1 OR "unit_price" < 0 OR "standard_unit_price" < 0;--> statement-breakpoint
UPDATE "bookings" SET "status" = 'cancelled', "reserved_until" = NULL, "quantity" = 1 WHERE "quantity" < 1;--> statement-breakpoint
UPDATE "users" SET "credit_balance" = 0 WHERE "credit_balance" < 0;--> statement-breakpoint
UPDATE "orders" SET "total" = 0 WHERE "total" < 0;--> statement-breakpoint
UPDATE "order_payments" SET "amount" = 0 WHERE "amount" < 0;--> statement-breakpoint
DROP INDEX "payment_transactions_session_unique";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "frame_ancestors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "kind" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD COLUMN "item_hash" text;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD COLUMN "allow_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_live_key_unique" ON "payment_transactions" USING btree ("idempotency_key") WHERE status not in ('failed', 'voided');--> statement-breakpoint
CREATE INDEX "payment_transactions_open_idx" ON "payment_transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_session_unique" ON "payment_transactions" USING btree ("session_id") WHERE status not in ('failed', 'voided');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_credit_balance_not_negative" CHECK ("users"."credit_balance" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quantity_positive" CHECK ("bookings"."quantity" >= 1);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" >= 1);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_prices_not_negative" CHECK ("cart_items"."unit_price" >= 0 and "cart_items"."standard_unit_price" >= 0);--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_amount_not_negative" CHECK ("order_payments"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total" >= 0);--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_amount_not_negative" CHECK ("payment_transactions"."amount" >= 0);