CREATE TABLE "salon_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"deposit_percent" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "salon_settings_single_row" CHECK ("salon_settings"."id"),
	CONSTRAINT "salon_settings_deposit_check" CHECK ("salon_settings"."deposit_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_reference_key" ON "bookings" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_until") WHERE "bookings"."status" = 'awaiting-deposit';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_check" CHECK ("bookings"."deposit_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_check" CHECK ("bookings"."status" <> 'awaiting-deposit' or ("bookings"."hold_until" is not null and "bookings"."payment_reference" is not null));--> statement-breakpoint
-- The salon's one settings row, with its defaults (a card booking pays 30 % ahead).
INSERT INTO "salon_settings" ("id") VALUES (true) ON CONFLICT DO NOTHING;
