-- Fair use. Member priority booking windows per venue: how many days ahead members and everyone else may book (null:
-- no limit). The tenant's no-show rule: `no_show_limit` no-shows (null: no rule) within `no_show_window_days` days
-- pause online booking for `no_show_pause_days` days. A no-show staff waive keeps who waived it, when and why.
ALTER TABLE "venues" ADD COLUMN "member_booking_days" integer;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "public_booking_days" integer;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_booking_days_range" CHECK (("member_booking_days" IS NULL OR "member_booking_days" BETWEEN 0 AND 366) AND ("public_booking_days" IS NULL OR "public_booking_days" BETWEEN 0 AND 366));--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "no_show_limit" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "no_show_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "no_show_pause_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_no_show_rule_range" CHECK (("no_show_limit" IS NULL OR "no_show_limit" BETWEEN 1 AND 100) AND "no_show_window_days" BETWEEN 1 AND 90 AND "no_show_pause_days" BETWEEN 1 AND 90);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_waived_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_waiver_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_show_waived_by_tenant_fk" FOREIGN KEY ("tenant_id", "no_show_waived_by") REFERENCES "users" ("tenant_id", "id") ON DELETE SET NULL ("no_show_waived_by");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_show_waiver_whole" CHECK (("no_show_waived_at" IS NULL) = ("no_show_waiver_reason" IS NULL));
