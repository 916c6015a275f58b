-- Adyen's keys beside Stripe's (docs/payments.md › Adyen): each provider keeps its own, so a tenant that moves from one
-- to the other still captures, refunds and verifies the webhooks of its earlier payments. The API key and the HMAC key
-- are sealed like Stripe's secrets (AES-256-GCM under PAYMENT_KEYS_SECRET) with their last 4 characters apart; the
-- merchant account, the client key (public: Adyen Web gets it) and the live endpoint URL prefix are kept in clear.
ALTER TABLE "tenant_payment_settings" ADD COLUMN "adyen_merchant_account" text;--> statement-breakpoint
ALTER TABLE "tenant_payment_settings" ADD COLUMN "adyen_api_key" text;--> statement-breakpoint
ALTER TABLE "tenant_payment_settings" ADD COLUMN "adyen_api_key_last4" text;--> statement-breakpoint
ALTER TABLE "tenant_payment_settings" ADD COLUMN "adyen_client_key" text;--> statement-breakpoint
ALTER TABLE "tenant_payment_settings" ADD COLUMN "adyen_hmac_key" text;--> statement-breakpoint
ALTER TABLE "tenant_payment_settings" ADD COLUMN "adyen_hmac_key_last4" text;--> statement-breakpoint
ALTER TABLE "tenant_payment_settings" ADD COLUMN "adyen_live_endpoint_prefix" text;
