-- Issue 16, spec §3 clash kind closure: a venue (no locations: all of it) or some of its locations shut between two
-- wall times; occurrences it covers are set aside (clashing) until staff reinstate them.
CREATE TABLE "closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"venue_id" integer NOT NULL,
	"starts_local" timestamp NOT NULL,
	"ends_local" timestamp NOT NULL,
	"location_ids" integer[] DEFAULT '{}' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_tenant_id_id_unique" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "closures_venue_id_tenant_fk" FOREIGN KEY ("tenant_id", "venue_id") REFERENCES "venues" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "closures_order" CHECK ("ends_local" > "starts_local")
);--> statement-breakpoint
CREATE INDEX "closures_venue_idx" ON "closures" USING btree ("tenant_id", "venue_id", "starts_local");
