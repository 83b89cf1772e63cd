CREATE TABLE "stock_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"delivery_id" uuid,
	"batch_number" text,
	"expires_on" date,
	"received" integer NOT NULL,
	"remaining" integer NOT NULL,
	"unit_cost_kobo" integer,
	"lapsed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batches_remaining_check" CHECK ("stock_batches"."remaining" >= 0),
	CONSTRAINT "stock_batches_received_check" CHECK ("stock_batches"."received" >= 0),
	CONSTRAINT "stock_batches_cost_check" CHECK ("stock_batches"."unit_cost_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"reference" text,
	"staff_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"counter_sale_id" uuid,
	"note" text,
	"staff_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"require_nafdac" boolean DEFAULT false NOT NULL,
	"expiry_warning_days" integer DEFAULT 60 NOT NULL,
	CONSTRAINT "stock_settings_single_row" CHECK ("stock_settings"."id"),
	CONSTRAINT "stock_settings_warning_check" CHECK ("stock_settings"."expiry_warning_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "nafdac_number" text;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_delivery_id_stock_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."stock_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_deliveries" ADD CONSTRAINT "stock_deliveries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_deliveries" ADD CONSTRAINT "stock_deliveries_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_counter_sale_id_counter_sales_id_fk" FOREIGN KEY ("counter_sale_id") REFERENCES "public"."counter_sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_batches_product_idx" ON "stock_batches" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_batches_expiry_idx" ON "stock_batches" USING btree ("expires_on") WHERE "stock_batches"."remaining" > 0 and not "stock_batches"."lapsed";--> statement-breakpoint
CREATE INDEX "stock_batches_lapsed_idx" ON "stock_batches" USING btree ("expires_on") WHERE "stock_batches"."remaining" > 0 and "stock_batches"."lapsed";--> statement-breakpoint
CREATE INDEX "stock_batches_delivery_idx" ON "stock_batches" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "stock_deliveries_created_idx" ON "stock_deliveries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stock_moves_batch_idx" ON "stock_moves" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "stock_moves_product_idx" ON "stock_moves" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_moves_order_idx" ON "stock_moves" USING btree ("order_id") WHERE "stock_moves"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_moves_sale_idx" ON "stock_moves" USING btree ("counter_sale_id") WHERE "stock_moves"."counter_sale_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_key" ON "suppliers" USING btree (lower("name"));--> statement-breakpoint
-- hand-written below
-- The owner's stock settings: one row, the defaults (NAFDAC numbers not required to sell; warn 60 days ahead).
INSERT INTO "stock_settings" ("id") VALUES (true) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every count typed before batches becomes one opening batch of those units (no number, no date, no cost): the
-- products' counts are not touched, and each is the sum of its batches from now on.
WITH opened AS (
  INSERT INTO "stock_batches" ("product_id", "received", "remaining")
  SELECT "id", "stock_count", "stock_count" FROM "products" WHERE "stock_count" > 0
  RETURNING "id", "product_id", "remaining"
)
INSERT INTO "stock_moves" ("batch_id", "product_id", "units", "reason")
SELECT "id", "product_id", "remaining", 'opening' FROM opened;
