CREATE TABLE "campaign_recipients" (
	"campaign_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"token_hash" text NOT NULL,
	"clicked_at" timestamp with time zone,
	CONSTRAINT "campaign_recipients_campaign_id_phone_pk" PRIMARY KEY("campaign_id","phone")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" text NOT NULL,
	"target" text,
	"text" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"stamped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"phone" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"source" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"last_campaign_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"contact" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"told_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_token_key" ON "campaign_recipients" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "campaign_recipients_phone_idx" ON "campaign_recipients" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("send_at") WHERE "campaigns"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "cart_reminders_due_idx" ON "cart_reminders" USING btree ("changed_at") WHERE "cart_reminders"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "marketing_consents_user_idx" ON "marketing_consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_product_contact_key" ON "stock_alerts" USING btree ("product_id","contact");--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("product_id","created_at") WHERE "stock_alerts"."told_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_contact_idx" ON "stock_alerts" USING btree ("contact");