-- The per-address login limit counts an address's failed logins over every tenant's hosts (auth/loginRateLimit.ts
-- loginBlock): read by address, kind and time, whichever tenant was tried.
CREATE INDEX "login_attempts_address_kind_idx" ON "login_attempts" USING btree ("address","kind","attempted_at");
