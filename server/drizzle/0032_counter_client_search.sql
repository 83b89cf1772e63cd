-- The desk finds a client the counter billed: by the start of her phone (text_pattern_ops, as bookings_client_phone_idx)
-- or a part of her name or e-mail (pg_trgm).
DROP INDEX "counter_sales_client_phone_idx";--> statement-breakpoint
CREATE INDEX "counter_sales_client_words_idx" ON "counter_sales" USING gin (lower("client_name") gin_trgm_ops,lower(coalesce("client_email", '')) gin_trgm_ops) WHERE "counter_sales"."status" = 'closed';--> statement-breakpoint
CREATE INDEX "counter_sales_client_phone_idx" ON "counter_sales" USING btree ("client_phone" text_pattern_ops) WHERE "counter_sales"."status" = 'closed';