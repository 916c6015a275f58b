-- A refresh of some sessions reads what the feeds hold for their items by id alone, whichever feed holds them
-- (src/openactive/refresh.ts): without this index that read went through every item of the tenant, once per booking.
CREATE INDEX "openactive_items_id_idx" ON "openactive_items" USING btree ("tenant_id","id");
