-- Full camps and courses keep a waitlist as sessions do: a programme's waitlist maximum (null: none), waitlist entries
-- and waitlist offers naming either a session or a programme (exactly one), each programme entry once per user and each
-- programme offered once per account. Programmes whose sessions already had a waitlist take its maximum.
ALTER TABLE "programmes" ADD COLUMN "waitlist_maximum" integer;--> statement-breakpoint
UPDATE "programmes" p SET "waitlist_maximum" = (SELECT max(o."waitlist_maximum") FROM "occurrences" o WHERE o."tenant_id" = p."tenant_id" AND o."programme_id" = p."id");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "programme_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "occurrence_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_programme_id_tenant_fk" FOREIGN KEY ("tenant_id", "programme_id") REFERENCES "programmes" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_one_target" CHECK (("occurrence_id" IS NULL) <> ("programme_id" IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_programme_user_unique" ON "waitlist_entries" USING btree ("programme_id", "user_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_tenant_programme_idx" ON "waitlist_entries" USING btree ("tenant_id", "programme_id") WHERE "programme_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD COLUMN "programme_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ALTER COLUMN "occurrence_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_programme_id_tenant_fk" FOREIGN KEY ("tenant_id", "programme_id") REFERENCES "programmes" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_one_target" CHECK (("occurrence_id" IS NULL) <> ("programme_id" IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_programme_once_per_account" ON "waitlist_offers" USING btree ("tenant_id", "programme_id", "account_user_id");
