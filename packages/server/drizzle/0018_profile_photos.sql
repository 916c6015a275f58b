-- Issue 14: a customer's profile photo (spec §3 User profile_picture_url), kept with the account. Its address carries a
-- random token, so the picture can be shown by an <img> (no login header) without being guessable.
CREATE TABLE "profile_photos" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"token" text NOT NULL,
	"content_type" text NOT NULL,
	"data" bytea NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_photos_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE,
	CONSTRAINT "profile_photos_type" CHECK ("content_type" IN ('image/png', 'image/jpeg', 'image/webp'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "profile_photos_tenant_token_unique" ON "profile_photos" USING btree ("tenant_id", "token");
