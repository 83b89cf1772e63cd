CREATE TABLE "booking_fees" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"reference" text,
	"failure" text,
	"staff_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "booking_fees_amount_check" CHECK ("booking_fees"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "no_show_policies" (
	"service" text PRIMARY KEY NOT NULL,
	"deposit_kind" text NOT NULL,
	"deposit_value" integer DEFAULT 0 NOT NULL,
	"deposit_who" text DEFAULT 'everyone' NOT NULL,
	"deposit_above_kobo" integer DEFAULT 0 NOT NULL,
	"window_hours" integer DEFAULT 0 NOT NULL,
	"fee_kind" text NOT NULL,
	"fee_value" integer DEFAULT 0 NOT NULL,
	"keep_card" boolean DEFAULT false NOT NULL,
	CONSTRAINT "no_show_policies_values_check" CHECK ("no_show_policies"."deposit_value" >= 0 and "no_show_policies"."fee_value" >= 0 and "no_show_policies"."deposit_above_kobo" >= 0 and "no_show_policies"."window_hours" between 0 and 720)
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_phone" text NOT NULL,
	"email" text NOT NULL,
	"sealed_authorization" text NOT NULL,
	"signature" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"exp_month" text NOT NULL,
	"exp_year" text NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_by_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_client_signature_key" ON "saved_cards" USING btree ("client_phone","signature");--> statement-breakpoint
CREATE INDEX "saved_cards_client_idx" ON "saved_cards" USING btree ("client_phone","created_at");