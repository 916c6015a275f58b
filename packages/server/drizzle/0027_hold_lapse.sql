-- Issue 17 (the opening rush): when the tenant's earliest basket hold can lapse — the moment a sold-out session can
-- next gain a place with no event (cart/holds.ts earliestHoldLapse) — read from the live holds alone.
CREATE INDEX "bookings_hold_lapse_idx" ON "bookings" USING btree ("tenant_id","reserved_until") WHERE "status" = 'reserved';
