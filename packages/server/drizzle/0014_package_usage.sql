-- Issue 14: a package's use pays for a session. The basket line names the customer's package and keeps its price
-- without it (Remove package usage restores it); the settled booking names the package, so cancelling before the
-- cut-off gives the use back.
ALTER TABLE "customer_packages" ADD CONSTRAINT "customer_packages_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "customer_package_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "unpackaged_unit_price" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_customer_package_id_tenant_fk" FOREIGN KEY ("tenant_id", "customer_package_id") REFERENCES "customer_packages" ("tenant_id", "id") ON DELETE SET NULL ("customer_package_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_package_applied_consistent" CHECK ("customer_package_id" IS NULL OR "package_applied");--> statement-breakpoint
CREATE INDEX "cart_items_customer_package_idx" ON "cart_items" USING btree ("customer_package_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_package_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_package_id_tenant_fk" FOREIGN KEY ("tenant_id", "customer_package_id") REFERENCES "customer_packages" ("tenant_id", "id") ON DELETE SET NULL ("customer_package_id");
