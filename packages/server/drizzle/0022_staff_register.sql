-- Issue 16 staff contracts: the register marks each booking attended or absent (spec §4 attendance; null: not yet
-- taken); a cancelled booking keeps who cancelled it (spec §5 cancellation sources); a deleted occurrence keeps the
-- spec §9 reason it was deleted for, and an occurrence the clash rules set aside keeps what it clashed with (spec §3 clashes).
ALTER TABLE "bookings" ADD COLUMN "attended" boolean;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_source" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_source" CHECK ("cancellation_source" IS NULL OR "cancellation_source" IN ('customers', 'foh', 'my-account', 'occurrence'));--> statement-breakpoint
ALTER TABLE "occurrences" ADD COLUMN "delete_reason" text;--> statement-breakpoint
ALTER TABLE "occurrences" ADD COLUMN "clashes" jsonb DEFAULT '[]'::jsonb NOT NULL;
