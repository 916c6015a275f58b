CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"reference" text NOT NULL,
	"email" text,
	"password_hash" text,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text,
	"ethnicity" text,
	"disability" text,
	"phone" text,
	"date_of_birth" date,
	"address" jsonb,
	"marketing_email" boolean DEFAULT false NOT NULL,
	"marketing_sms" boolean DEFAULT false NOT NULL,
	"marketing_phone" boolean DEFAULT false NOT NULL,
	"marketing_post" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"home_venue_id" integer,
	"credit_balance" integer DEFAULT 0 NOT NULL,
	"barcode" text,
	"has_outstanding_penalties" boolean DEFAULT false NOT NULL,
	"profile_picture_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_home_venue_id_venues_id_fk" FOREIGN KEY ("home_venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_reference_unique" ON "users" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_unique" ON "users" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "users_tenant_idx" ON "users" USING btree ("tenant_id");