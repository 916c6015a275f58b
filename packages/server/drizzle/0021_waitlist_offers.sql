-- Issue 15 waitlists that fill themselves: a freed place is offered to the first waiting customer as a basket hold for
-- a while (WAITLIST_OFFER_MINUTES); an unclaimed offer passes to the next. One offer per account and session: a
-- family on one account is offered once.
CREATE TABLE "waitlist_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"occurrence_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"account_user_id" integer NOT NULL,
	"booking_id" integer,
	"status" text NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_offers_tenant_id_id_unique" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "waitlist_offers_occurrence_id_tenant_fk" FOREIGN KEY ("tenant_id", "occurrence_id") REFERENCES "occurrences" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "waitlist_offers_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "waitlist_offers_account_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "account_user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "waitlist_offers_booking_id_tenant_fk" FOREIGN KEY ("tenant_id", "booking_id") REFERENCES "bookings" ("tenant_id", "id") ON DELETE SET NULL ("booking_id"),
	CONSTRAINT "waitlist_offers_status" CHECK ("status" IN ('offered', 'claimed', 'expired', 'skipped'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_once_per_account" ON "waitlist_offers" USING btree ("tenant_id", "occurrence_id", "account_user_id");
