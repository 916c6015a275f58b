-- Issue 14: guest passes are sold online at a venue that offers them, at its guest pass price.
ALTER TABLE "venues" ADD COLUMN "guest_pass_price" integer;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_guest_pass_price_positive" CHECK ("guest_pass_price" IS NULL OR "guest_pass_price" > 0);
