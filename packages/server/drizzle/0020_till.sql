-- Issue 15 front of house: a staff member's till session (opened with a float, closed with the cash counted; one open
-- at a time), the orders it took, and the card terminal's payments (approved once, used by one order).
CREATE TABLE "till_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"staff_user_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"float" integer NOT NULL,
	"counted" integer,
	CONSTRAINT "till_sessions_tenant_id_id_unique" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "till_sessions_staff_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "staff_user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "till_sessions_float" CHECK ("float" >= 0),
	CONSTRAINT "till_sessions_counted" CHECK ("counted" IS NULL OR "counted" >= 0),
	CONSTRAINT "till_sessions_closed_counted" CHECK (("closed_at" IS NULL) = ("counted" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "till_sessions_one_open" ON "till_sessions" USING btree ("tenant_id", "staff_user_id") WHERE "closed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "till_session_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_till_session_id_tenant_fk" FOREIGN KEY ("tenant_id", "till_session_id") REFERENCES "till_sessions" ("tenant_id", "id") ON DELETE SET NULL ("till_session_id");--> statement-breakpoint
CREATE TABLE "terminal_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"staff_user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_payments_staff_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "staff_user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "terminal_payments_order_id_tenant_fk" FOREIGN KEY ("tenant_id", "order_id") REFERENCES "orders" ("tenant_id", "id") ON DELETE SET NULL ("order_id"),
	CONSTRAINT "terminal_payments_amount" CHECK ("amount" > 0),
	CONSTRAINT "terminal_payments_status" CHECK ("status" IN ('approved', 'declined'))
);
