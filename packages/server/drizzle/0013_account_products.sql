-- Issue 14: memberships (plans behind the keys customer_memberships and price_discounts use), packages (spec §3
-- Package) with what customers bought of them, and guest passes (online per venue, spec §6).
CREATE TABLE "membership_plans" (
	"tenant_id" integer NOT NULL REFERENCES "tenants" ("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"venue_id" integer,
	"length_value" integer,
	"length_unit" text,
	"price" integer NOT NULL,
	"online_joining" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "membership_plans_pk" PRIMARY KEY ("tenant_id", "key"),
	CONSTRAINT "membership_plans_length" CHECK (("length_value" IS NULL) = ("length_unit" IS NULL) AND ("length_value" IS NULL OR "length_value" >= 1)),
	CONSTRAINT "membership_plans_length_unit" CHECK ("length_unit" IN ('day', 'week', 'month', 'year')),
	CONSTRAINT "membership_plans_price" CHECK ("price" >= 0),
	CONSTRAINT "membership_plans_venue_id_tenant_fk" FOREIGN KEY ("tenant_id", "venue_id") REFERENCES "venues" ("tenant_id", "id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants" ("id") ON DELETE CASCADE,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"friendly_name" text,
	"description" text,
	"venue_restriction" text NOT NULL,
	"pricing_option_id" integer NOT NULL,
	"usages" integer,
	"content_pricing_option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"expiry_value" integer,
	"expiry_unit" text,
	CONSTRAINT "packages_tenant_id_id_unique" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "packages_venue_restriction" CHECK ("venue_restriction" IN ('venue', 'group')),
	CONSTRAINT "packages_usages" CHECK ("usages" IS NULL OR "usages" >= 1),
	CONSTRAINT "packages_expiry" CHECK (("expiry_value" IS NULL) = ("expiry_unit" IS NULL) AND ("expiry_value" IS NULL OR "expiry_value" >= 1) AND ("expiry_unit" IS NULL OR "expiry_unit" IN ('day', 'month', 'year'))),
	CONSTRAINT "packages_venue_id_tenant_fk" FOREIGN KEY ("tenant_id", "venue_id") REFERENCES "venues" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "packages_pricing_option_id_tenant_fk" FOREIGN KEY ("tenant_id", "pricing_option_id") REFERENCES "pricing_options" ("tenant_id", "id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "packages_tenant_venue_idx" ON "packages" USING btree ("tenant_id", "venue_id");--> statement-breakpoint
CREATE TABLE "customer_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants" ("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"order_id" integer,
	"usages_total" integer,
	"usages_used" integer DEFAULT 0 NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "customer_packages_usages_within" CHECK ("usages_used" >= 0 AND ("usages_total" IS NULL OR "usages_used" <= "usages_total")),
	CONSTRAINT "customer_packages_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "customer_packages_package_id_tenant_fk" FOREIGN KEY ("tenant_id", "package_id") REFERENCES "packages" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "customer_packages_order_id_tenant_fk" FOREIGN KEY ("tenant_id", "order_id") REFERENCES "orders" ("tenant_id", "id") ON DELETE SET NULL ("order_id")
);--> statement-breakpoint
CREATE INDEX "customer_packages_tenant_user_idx" ON "customer_packages" USING btree ("tenant_id", "user_id");--> statement-breakpoint
CREATE TABLE "guest_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants" ("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"reference" text NOT NULL,
	"guest_name" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_passes_valid" CHECK ("valid_to" >= "valid_from"),
	CONSTRAINT "guest_passes_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "guest_passes_venue_id_tenant_fk" FOREIGN KEY ("tenant_id", "venue_id") REFERENCES "venues" ("tenant_id", "id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE UNIQUE INDEX "guest_passes_tenant_reference_unique" ON "guest_passes" USING btree ("tenant_id", "reference");--> statement-breakpoint
CREATE INDEX "guest_passes_tenant_user_idx" ON "guest_passes" USING btree ("tenant_id", "user_id");--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "online_guest_passes_enabled" boolean DEFAULT false NOT NULL;
