CREATE TABLE "booking_manage_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"any_employee" boolean NOT NULL,
	"request_key" text,
	"request_hash" text,
	CONSTRAINT "booking_requests_key" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "client_change_cutoff_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_manage_tokens" ADD CONSTRAINT "booking_manage_tokens_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_manage_tokens_booking_idx" ON "booking_manage_tokens" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_cutoff_check" CHECK ("salon_settings"."client_change_cutoff_hours" between 0 and 720);