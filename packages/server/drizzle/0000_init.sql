CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text DEFAULT 'GBP' NOT NULL,
	"currency_symbol" text DEFAULT '£' NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"online_joining_enabled" boolean DEFAULT false NOT NULL,
	"camps_and_courses_booking_enabled" boolean DEFAULT false NOT NULL,
	"kiosk_home_url" text,
	"theme_logo" text,
	"theme_primary_colour" text,
	"theme_secondary_colour_1" text,
	"theme_secondary_colour_2" text,
	"theme_dark_bg_colour" text,
	"theme_header_bg_colour" text,
	"theme_header_primary_colour" text,
	"theme_heading_font" text,
	"theme_body_font" text,
	"theme_secondary_button_style" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"town" text NOT NULL,
	"area" text,
	"postcode" text NOT NULL,
	"timezone" text DEFAULT 'Europe/London' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"opening_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activities_v2_migration_date" date,
	"camps_and_courses_enabled" boolean,
	"theme_logo" text,
	"theme_primary_colour" text,
	"theme_secondary_colour_1" text,
	"theme_secondary_colour_2" text,
	"theme_dark_bg_colour" text,
	"theme_header_bg_colour" text,
	"theme_header_primary_colour" text,
	"theme_heading_font" text,
	"theme_body_font" text,
	"theme_secondary_button_style" text,
	"footer_html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venues_tenant_id_slug_unique" ON "venues" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "venues_tenant_id_name_idx" ON "venues" USING btree ("tenant_id","name");