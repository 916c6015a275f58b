-- Issue 13: camps and courses (spec §3 Camp, Course, Extra, Custom question section, Booking bundle).
-- A programme is a camp or a course: a set of occurrences (programme_id) sold whole, or (camps) by the session.
CREATE TABLE "programmes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants" ("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"venue_id" integer NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_id" integer,
	"pricing_options" text[] DEFAULT '{}' NOT NULL,
	"allow_book_after_start" boolean DEFAULT false NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "programmes_kind" CHECK ("kind" IN ('camp', 'course')),
	CONSTRAINT "programmes_capacity_positive" CHECK ("capacity" >= 1),
	CONSTRAINT "programmes_tenant_id_id_unique" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "programmes_venue_id_tenant_fk" FOREIGN KEY ("tenant_id", "venue_id") REFERENCES "venues" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "programmes_category_id_tenant_fk" FOREIGN KEY ("tenant_id", "category_id") REFERENCES "categories" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "programmes_price_id_tenant_fk" FOREIGN KEY ("tenant_id", "price_id") REFERENCES "prices" ("tenant_id", "id") ON DELETE SET NULL ("price_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "programmes_tenant_kind_slug_unique" ON "programmes" USING btree ("tenant_id", "kind", "slug");--> statement-breakpoint
CREATE INDEX "programmes_tenant_venue_idx" ON "programmes" USING btree ("tenant_id", "venue_id", "kind");--> statement-breakpoint
-- Spec §3 Extra: a pricing option offered with a programme (0 to 10 of each, spec §9).
CREATE TABLE "programme_extras" (
	"tenant_id" integer NOT NULL REFERENCES "tenants" ("id") ON DELETE CASCADE,
	"programme_id" uuid NOT NULL,
	"pricing_option_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "programme_extras_pk" PRIMARY KEY ("programme_id", "pricing_option_id"),
	CONSTRAINT "programme_extras_programme_id_tenant_fk" FOREIGN KEY ("tenant_id", "programme_id") REFERENCES "programmes" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "programme_extras_pricing_option_id_tenant_fk" FOREIGN KEY ("tenant_id", "pricing_option_id") REFERENCES "pricing_options" ("tenant_id", "id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "programme_extras_tenant_idx" ON "programme_extras" USING btree ("tenant_id", "programme_id");--> statement-breakpoint
-- Spec §3 Custom question section and question (options [{id, value}]).
CREATE TABLE "question_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants" ("id") ON DELETE CASCADE,
	"programme_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "question_sections_tenant_id_id_unique" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "question_sections_programme_id_tenant_fk" FOREIGN KEY ("tenant_id", "programme_id") REFERENCES "programmes" ("tenant_id", "id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "question_sections_tenant_programme_idx" ON "question_sections" USING btree ("tenant_id", "programme_id");--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants" ("id") ON DELETE CASCADE,
	"section_id" integer NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "questions_section_id_tenant_fk" FOREIGN KEY ("tenant_id", "section_id") REFERENCES "question_sections" ("tenant_id", "id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "questions_tenant_section_idx" ON "questions" USING btree ("tenant_id", "section_id");--> statement-breakpoint
ALTER TABLE "occurrences" ADD COLUMN "programme_id" uuid;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_programme_id_tenant_fk" FOREIGN KEY ("tenant_id", "programme_id") REFERENCES "programmes" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX "occurrences_tenant_programme_idx" ON "occurrences" USING btree ("tenant_id", "programme_id", "starts_local") WHERE "programme_id" IS NOT NULL;--> statement-breakpoint
-- Spec §3 Booking bundle: what one basket line of a camp or course holds — a booking per session, the extras and the
-- answers given, priced when added.
CREATE TABLE "booking_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants" ("id") ON DELETE CASCADE,
	"programme_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"whole" boolean NOT NULL,
	"order_id" integer,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_bundles_status" CHECK ("status" IN ('settled', 'reserved', 'cancelled')),
	CONSTRAINT "booking_bundles_tenant_id_id_unique" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "booking_bundles_programme_id_tenant_fk" FOREIGN KEY ("tenant_id", "programme_id") REFERENCES "programmes" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "booking_bundles_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "booking_bundles_order_id_tenant_fk" FOREIGN KEY ("tenant_id", "order_id") REFERENCES "orders" ("tenant_id", "id") ON DELETE SET NULL ("order_id")
);--> statement-breakpoint
CREATE INDEX "booking_bundles_tenant_user_idx" ON "booking_bundles" USING btree ("tenant_id", "user_id");--> statement-breakpoint
-- An attendee may hold several bundles of a camp (more days later); each session is still booked once (bookings_live_unique).
CREATE INDEX "booking_bundles_tenant_programme_idx" ON "booking_bundles" USING btree ("tenant_id", "programme_id", "user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bundle_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bundle_id_tenant_fk" FOREIGN KEY ("tenant_id", "bundle_id") REFERENCES "booking_bundles" ("tenant_id", "id") ON DELETE SET NULL ("bundle_id");--> statement-breakpoint
CREATE INDEX "bookings_bundle_idx" ON "bookings" USING btree ("bundle_id") WHERE "bundle_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "bundle_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_bundle_id_tenant_fk" FOREIGN KEY ("tenant_id", "bundle_id") REFERENCES "booking_bundles" ("tenant_id", "id") ON DELETE SET NULL ("bundle_id");
