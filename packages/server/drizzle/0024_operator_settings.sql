-- Issue 16, spec §3 Config: an operator's tag-manager container id (the provider's prefix; null: none) and its
-- auto-translate setting (the translation script loads only when enabled and a project key exists).
ALTER TABLE "tenants" ADD COLUMN "tag_manager_id" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_tag_manager_id" CHECK ("tag_manager_id" IS NULL OR "tag_manager_id" ~ '^GTM-[A-Z0-9]{4,12}$');--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "auto_translate_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "auto_translate_project_key" text;
