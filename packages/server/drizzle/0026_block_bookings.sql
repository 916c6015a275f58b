-- Issue 16, spec §3 Block booking information: a booking staff make for a club or group that takes a session's
-- places (a court hired for the season). At most one live block booking per occurrence; managers see who holds it.
ALTER TABLE "bookings" ADD COLUMN "block" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_block_live_unique" ON "bookings" USING btree ("occurrence_id") WHERE "block" AND "status" <> 'cancelled';
