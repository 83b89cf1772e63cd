CREATE TABLE "client_records" (
	"phone" text PRIMARY KEY NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"last_patch_test_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "client_records_notes_check" CHECK (char_length("client_records"."notes") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "salon_services" ADD COLUMN "patch_test_days" integer;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "patch_test_note" text;--> statement-breakpoint
ALTER TABLE "client_records" ADD CONSTRAINT "client_records_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_services" ADD CONSTRAINT "salon_services_patch_test_days_check" CHECK ("salon_services"."patch_test_days" between 1 and 365);