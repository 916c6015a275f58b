-- Issue 14 (spec §3 'Applied ticket discount per customerId', §8 'Discount: a 400 shows the server's error'): a code
-- takes a share or a sum off one basket line; the line keeps its price without it, and the order counts the use.
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"code" text NOT NULL,
	"description" text,
	"percent_off" integer,
	"amount_off" integer,
	"valid_from" date,
	"valid_to" date,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discount_codes_tenant_id_id_unique" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "discount_codes_one_kind" CHECK (("percent_off" IS NULL) <> ("amount_off" IS NULL)),
	CONSTRAINT "discount_codes_percent" CHECK ("percent_off" IS NULL OR "percent_off" BETWEEN 1 AND 100),
	CONSTRAINT "discount_codes_amount" CHECK ("amount_off" IS NULL OR "amount_off" > 0),
	CONSTRAINT "discount_codes_uses" CHECK ("uses" >= 0 AND ("max_uses" IS NULL OR "uses" <= "max_uses")),
	CONSTRAINT "discount_codes_upper" CHECK ("code" = upper("code"))
);--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_tenant_code_unique" ON "discount_codes" USING btree ("tenant_id", "code");--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "undiscounted_unit_price" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_discount_code_id_tenant_fk" FOREIGN KEY ("tenant_id", "discount_code_id") REFERENCES "discount_codes" ("tenant_id", "id") ON DELETE SET NULL ("discount_code_id");
