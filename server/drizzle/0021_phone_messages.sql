CREATE TABLE "phone_contacts" (
	"phone" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "phone_daily_counts" (
	"phone" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "phone_daily_counts_phone_day_pk" PRIMARY KEY("phone","day")
);
--> statement-breakpoint
CREATE TABLE "phone_stop_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "default_phone_channel" text DEFAULT 'whatsapp' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "owner_phone" text;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "owner_phone_channel" text DEFAULT 'whatsapp' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "transfer_bank" text;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "transfer_account_number" text;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "transfer_account_name" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "pages" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "phone_contacts" ADD CONSTRAINT "phone_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_contacts_user_key" ON "phone_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "phone_stop_links_phone_idx" ON "phone_stop_links" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_provider_id_key" ON "outbox_messages" USING btree ("channel","provider_id");