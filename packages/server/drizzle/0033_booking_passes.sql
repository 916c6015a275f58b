-- Booking passes and check-in: a confirmed booking's pass code (Crockford base32, 60 random bits; unique per tenant),
-- given when the pass is first shown or mailed, and each check-in of a pass at the desk (by a staff member) or a kiosk,
-- at a venue, once per booking. A check-in also marks the booking attended (spec §4 register).
CREATE TABLE "booking_passes" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_passes_booking_id_tenant_fk" FOREIGN KEY ("tenant_id", "booking_id") REFERENCES "bookings" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "booking_passes_code_shape" CHECK ("code" ~ '^[0-9A-HJKMNP-TV-Z]{12}$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "booking_passes_tenant_code_unique" ON "booking_passes" USING btree ("tenant_id", "code");--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"booking_id" integer NOT NULL,
	"pass_code" text NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"by_user_id" integer,
	"via" text NOT NULL,
	"venue_id" integer NOT NULL,
	CONSTRAINT "check_ins_tenant_id_id_unique" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "check_ins_booking_id_tenant_fk" FOREIGN KEY ("tenant_id", "booking_id") REFERENCES "bookings" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "check_ins_by_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "by_user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE SET NULL ("by_user_id"),
	CONSTRAINT "check_ins_venue_id_tenant_fk" FOREIGN KEY ("tenant_id", "venue_id") REFERENCES "venues" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "check_ins_via" CHECK ("via" IN ('staff', 'kiosk'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_tenant_booking_unique" ON "check_ins" USING btree ("tenant_id", "booking_id");--> statement-breakpoint
CREATE INDEX "check_ins_tenant_venue_day_idx" ON "check_ins" USING btree ("tenant_id", "venue_id", "checked_in_at");
