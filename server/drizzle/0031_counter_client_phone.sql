-- A counter sale's phone in the form the desk finds clients by (+2348031234567): a visit's is its booking's, a
-- walk-in's Nigerian mobile is written in the international form (the contract's NIGERIAN_MOBILE).
UPDATE "counter_sales" SET "client_phone" = "bookings"."client_phone" FROM "bookings" WHERE "counter_sales"."booking_id" = "bookings"."id";--> statement-breakpoint
UPDATE "counter_sales" SET "client_phone" = coalesce('+234' || substring(regexp_replace("client_phone", '[\s().-]', '', 'g') from '^(?:\+?234(?:0)?|0)([789][01]\d{8})$'), "client_phone") WHERE "booking_id" IS NULL AND "client_phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "counter_sales_client_phone_idx" ON "counter_sales" USING btree ("client_phone") WHERE "counter_sales"."status" = 'closed';
