CREATE TABLE "delivery_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"pickup_enabled" boolean NOT NULL,
	"pickup_address" text NOT NULL,
	"pickup_hours" text NOT NULL,
	CONSTRAINT "delivery_settings_single_row" CHECK ("delivery_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "delivery_zone_states" (
	"state" text PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"fee_kobo" integer NOT NULL,
	"free_from_kobo" integer,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_fee_check" CHECK ("delivery_zones"."fee_kobo" >= 0),
	CONSTRAINT "delivery_zones_free_from_check" CHECK ("delivery_zones"."free_from_kobo" > 0),
	CONSTRAINT "delivery_zones_days_check" CHECK (0 <= "delivery_zones"."min_days" and "delivery_zones"."min_days" <= "delivery_zones"."max_days" and "delivery_zones"."max_days" <= 30)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amount_check";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "landmark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_by" date;--> statement-breakpoint
ALTER TABLE "delivery_zone_states" ADD CONSTRAINT "delivery_zone_states_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_check" CHECK ("orders"."shipping_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_check" CHECK ("orders"."amount_kobo" = "orders"."subtotal_kobo" + "orders"."tax_kobo" + "orders"."shipping_kobo");--> statement-breakpoint
-- Hand-written: a new shop delivers to every state (NIGERIAN_STATES) for free until the owner sets its zones.
WITH "zone" AS (INSERT INTO "delivery_zones" ("name", "fee_kobo", "min_days", "max_days") VALUES ('Nigeria', 0, 1, 5) RETURNING "id")
INSERT INTO "delivery_zone_states" ("state", "zone_id") SELECT "state", "zone"."id" FROM "zone", unnest(ARRAY['Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Federal Capital Territory', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara']) AS "state";