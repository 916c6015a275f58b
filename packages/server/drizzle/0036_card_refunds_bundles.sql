-- A camp or course bought by card and cancelled whole goes back to the card once: a card refund names the booking or
-- the bundle it returns (docs/payments.md › Cancel and refund to card), never both, at most one per bundle.
ALTER TABLE "card_refunds" ADD COLUMN "bundle_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_bundle_unique" ON "card_refunds" USING btree ("tenant_id", "bundle_id") WHERE "bundle_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_booking_or_bundle" CHECK ("booking_id" IS NULL OR "bundle_id" IS NULL);
