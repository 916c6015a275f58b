-- OpenActive open data: each tenant's timetable published as RPDE feeds. One row per published opportunity (its feed,
-- kind, id, modified, state and data), and per tenant the last `modified` handed out, whose row a refresh locks until
-- it commits so items commit in `modified` order. A tenant may name its own licence and a contact for its open data.
ALTER TABLE "tenants" ADD COLUMN "open_data_license" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "open_data_contact_email" text;--> statement-breakpoint
CREATE TABLE "openactive_items" (
	"tenant_id" integer NOT NULL,
	"feed" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"modified" bigint NOT NULL,
	"state" text NOT NULL,
	"data" jsonb,
	"digest" text,
	"ends_at" timestamp with time zone,
	CONSTRAINT "openactive_items_pk" PRIMARY KEY("tenant_id","feed","id"),
	CONSTRAINT "openactive_items_state" CHECK ("openactive_items"."state" in ('updated', 'deleted'))
);--> statement-breakpoint
ALTER TABLE "openactive_items" ADD CONSTRAINT "openactive_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "openactive_items_page_idx" ON "openactive_items" USING btree ("tenant_id","feed","modified","id");--> statement-breakpoint
CREATE TABLE "openactive_feed_marks" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"last_modified" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
ALTER TABLE "openactive_feed_marks" ADD CONSTRAINT "openactive_feed_marks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
