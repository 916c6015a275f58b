-- A durable subscriber that keeps failing is parked after its attempts (parked_at, with last_error): no longer claimed,
-- listed for the operator (GET /api/admin/outbox/parked) and released by them. Done rows are pruned after their
-- retention, found by done_at.
ALTER TABLE "outbox_events" ADD COLUMN "parked_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "outbox_events_due_idx";--> statement-breakpoint
CREATE INDEX "outbox_events_due_idx" ON "outbox_events" USING btree ("available_at","id") WHERE "outbox_events"."done_at" is null and "outbox_events"."parked_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_events_done_idx" ON "outbox_events" USING btree ("done_at") WHERE "outbox_events"."done_at" is not null;--> statement-breakpoint
CREATE INDEX "outbox_events_parked_idx" ON "outbox_events" USING btree ("tenant_id","parked_at") WHERE "outbox_events"."parked_at" is not null;
