-- Composite tenant keys: a row of one tenant can never point at a row of another (issue: tenant-bound request context).
-- Every tenant-owned table that others reference is unique on (tenant_id, id); every reference carries tenant_id too.
-- The single-column foreign keys of earlier migrations stay (Drizzle schema); these add the tenant wall beside them.
ALTER TABLE "activities" ADD CONSTRAINT "activities_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "pricing_options" ADD CONSTRAINT "pricing_options_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_tenant_id_id_unique" UNIQUE ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "linked_users" ADD CONSTRAINT "linked_users_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "linked_users" ADD CONSTRAINT "linked_users_linked_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "linked_user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "membership_users" ADD CONSTRAINT "membership_users_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "membership_users" ADD CONSTRAINT "membership_users_home_venue_id_tenant_fk" FOREIGN KEY ("tenant_id", "home_venue_id") REFERENCES "venues" ("tenant_id", "id") ON DELETE SET NULL ("home_venue_id");--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_home_venue_id_tenant_fk" FOREIGN KEY ("tenant_id", "home_venue_id") REFERENCES "venues" ("tenant_id", "id") ON DELETE SET NULL ("home_venue_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_category_id_tenant_fk" FOREIGN KEY ("tenant_id", "category_id") REFERENCES "categories" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_parent_id_tenant_fk" FOREIGN KEY ("tenant_id", "parent_id") REFERENCES "activities" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "activity_locations" ADD CONSTRAINT "activity_locations_activity_id_tenant_fk" FOREIGN KEY ("tenant_id", "activity_id") REFERENCES "activities" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "activity_locations" ADD CONSTRAINT "activity_locations_location_id_tenant_fk" FOREIGN KEY ("tenant_id", "location_id") REFERENCES "locations" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_tenant_fk" FOREIGN KEY ("tenant_id", "parent_id") REFERENCES "categories" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_venue_id_tenant_fk" FOREIGN KEY ("tenant_id", "venue_id") REFERENCES "venues" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_tenant_fk" FOREIGN KEY ("tenant_id", "parent_id") REFERENCES "locations" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "price_discounts" ADD CONSTRAINT "price_discounts_price_id_tenant_fk" FOREIGN KEY ("tenant_id", "price_id") REFERENCES "prices" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pricing_options" ADD CONSTRAINT "pricing_options_price_id_tenant_fk" FOREIGN KEY ("tenant_id", "price_id") REFERENCES "prices" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "restriction_completions" ADD CONSTRAINT "restriction_completions_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "restriction_completions" ADD CONSTRAINT "restriction_completions_restriction_id_tenant_fk" FOREIGN KEY ("tenant_id", "restriction_id") REFERENCES "restrictions" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_related_category_id_tenant_fk" FOREIGN KEY ("tenant_id", "related_category_id") REFERENCES "categories" ("tenant_id", "id") ON DELETE SET NULL ("related_category_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_activity_id_tenant_fk" FOREIGN KEY ("tenant_id", "activity_id") REFERENCES "activities" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_pricing_option_id_tenant_fk" FOREIGN KEY ("tenant_id", "pricing_option_id") REFERENCES "pricing_options" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_occurrence_id_tenant_fk" FOREIGN KEY ("tenant_id", "occurrence_id") REFERENCES "occurrences" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_venue_id_tenant_fk" FOREIGN KEY ("tenant_id", "venue_id") REFERENCES "venues" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_activity_id_tenant_fk" FOREIGN KEY ("tenant_id", "activity_id") REFERENCES "activities" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_schedule_id_tenant_fk" FOREIGN KEY ("tenant_id", "schedule_id") REFERENCES "schedules" ("tenant_id", "id") ON DELETE SET NULL ("schedule_id");--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_recurrence_id_tenant_fk" FOREIGN KEY ("tenant_id", "recurrence_id") REFERENCES "recurrences" ("tenant_id", "id") ON DELETE SET NULL ("recurrence_id");--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_price_id_tenant_fk" FOREIGN KEY ("tenant_id", "price_id") REFERENCES "prices" ("tenant_id", "id") ON DELETE SET NULL ("price_id");--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_waiver_id_tenant_fk" FOREIGN KEY ("tenant_id", "waiver_id") REFERENCES "restrictions" ("tenant_id", "id") ON DELETE SET NULL ("waiver_id");--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_induction_id_tenant_fk" FOREIGN KEY ("tenant_id", "induction_id") REFERENCES "restrictions" ("tenant_id", "id") ON DELETE SET NULL ("induction_id");--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_schedule_id_tenant_fk" FOREIGN KEY ("tenant_id", "schedule_id") REFERENCES "schedules" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_venue_id_tenant_fk" FOREIGN KEY ("tenant_id", "venue_id") REFERENCES "venues" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_activity_id_tenant_fk" FOREIGN KEY ("tenant_id", "activity_id") REFERENCES "activities" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_price_id_tenant_fk" FOREIGN KEY ("tenant_id", "price_id") REFERENCES "prices" ("tenant_id", "id") ON DELETE SET NULL ("price_id");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_occurrence_id_tenant_fk" FOREIGN KEY ("tenant_id", "occurrence_id") REFERENCES "occurrences" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_tenant_fk" FOREIGN KEY ("tenant_id", "cart_id") REFERENCES "carts" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_created_by_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "created_by_user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_order_id_tenant_fk" FOREIGN KEY ("tenant_id", "order_id") REFERENCES "orders" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_tenant_fk" FOREIGN KEY ("tenant_id", "order_id") REFERENCES "orders" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_tenant_fk" FOREIGN KEY ("tenant_id", "order_id") REFERENCES "orders" ("tenant_id", "id") ON DELETE SET NULL ("order_id");--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_category_id_tenant_fk" FOREIGN KEY ("tenant_id", "category_id") REFERENCES "categories" ("tenant_id", "id") ON DELETE SET NULL ("category_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_occurrence_id_tenant_fk" FOREIGN KEY ("tenant_id", "occurrence_id") REFERENCES "occurrences" ("tenant_id", "id") ON DELETE SET NULL ("occurrence_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_booking_id_tenant_fk" FOREIGN KEY ("tenant_id", "booking_id") REFERENCES "bookings" ("tenant_id", "id") ON DELETE SET NULL ("booking_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_purchased_for_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "purchased_for_user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_selected_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "selected_user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE SET NULL ("selected_user_id");--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_order_id_tenant_fk" FOREIGN KEY ("tenant_id", "order_id") REFERENCES "orders" ("tenant_id", "id") ON DELETE SET NULL ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_tenant_fk" FOREIGN KEY ("tenant_id", "cart_id") REFERENCES "carts" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_cart_id_tenant_fk" FOREIGN KEY ("tenant_id", "cart_id") REFERENCES "carts" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_tenant_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users" ("tenant_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_tenant_fk" FOREIGN KEY ("tenant_id", "order_id") REFERENCES "orders" ("tenant_id", "id") ON DELETE SET NULL ("order_id");
