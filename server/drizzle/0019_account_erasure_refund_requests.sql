ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_unrequested_refund_idx" ON "orders" USING btree ("id") WHERE "orders"."refund_status" = 'Refund pending' and "orders"."refund_requested_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree (lower("recipient"));--> statement-breakpoint
-- Refunds pending before this migration were asked for when their order was cancelled: the sweeper must not ask twice.
UPDATE "orders" SET "refund_requested_at" = now() WHERE "refund_status" IS NOT NULL;
