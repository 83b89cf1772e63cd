CREATE TABLE "gift_card_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"payment_id" uuid,
	"staff_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_movements_sign_check" CHECK (("gift_card_movements"."kind" in ('sold', 'refunded')) = ("gift_card_movements"."amount_kobo" > 0) and "gift_card_movements"."amount_kobo" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"amounts_kobo" integer[] NOT NULL,
	"minimum_any_kobo" integer,
	"validity_months" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"ending" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"buyer_user_id" uuid,
	"holder_user_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_phone" text,
	"recipient_email" text,
	"message" text DEFAULT '' NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_amount_check" CHECK ("gift_cards"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_one_owner_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_movements_card_idx" ON "gift_card_movements" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_card_movements_created_idx" ON "gift_card_movements" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_movements_payment_key" ON "gift_card_movements" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_movements_sold_key" ON "gift_card_movements" USING btree ("gift_card_id") WHERE "gift_card_movements"."kind" = 'sold';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_key" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_holder_idx" ON "gift_cards" USING btree ("holder_user_id") WHERE "gift_cards"."holder_user_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_gift_card_idx" ON "payments" USING btree ("gift_card_id") WHERE "payments"."gift_card_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_owner_check" CHECK (num_nonnulls("payments"."order_id", "payments"."sale_id", "payments"."booking_id", "payments"."gift_card_id") = 1);