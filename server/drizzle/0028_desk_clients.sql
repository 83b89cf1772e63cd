ALTER TABLE "bookings" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_phone" text;--> statement-breakpoint
-- The bookings made before: their phone as phoneKey (src/contract/nigeria.ts) writes it, +234 and the ten digits for a
-- Nigerian mobile in any usual form, else the digits as given.
UPDATE "bookings" SET "client_phone" = coalesce('+234' || substring(regexp_replace("phone", '[\s().-]', '', 'g') from '^(?:\+?2340?|0)([789][01]\d{8})$'), nullif(regexp_replace("phone", '[^\d+]', '', 'g'), ''));--> statement-breakpoint
CREATE INDEX "users_client_words_idx" ON "users" USING gin (lower("name") gin_trgm_ops,"email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_client_phone_idx" ON "bookings" USING btree ("client_phone" text_pattern_ops,"starts_at");--> statement-breakpoint
CREATE INDEX "bookings_client_words_idx" ON "bookings" USING gin (lower("full_name") gin_trgm_ops,lower(coalesce("email", '')) gin_trgm_ops);