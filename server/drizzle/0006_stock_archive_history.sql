CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_count" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- Lines placed before names were kept take the product's name as it is now.
ALTER TABLE "order_items" ADD COLUMN "product_name" text;--> statement-breakpoint
UPDATE "order_items" SET "product_name" = "products"."name" FROM "products" WHERE "products"."id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "product_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_count_check" CHECK ("products"."stock_count" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint
-- The history of orders placed before it was kept: their placing and their payment.
INSERT INTO "order_events" ("order_id", "event", "actor", "created_at")
SELECT "id", 'Order Placed', 'customer', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "actor", "created_at")
SELECT "id", 'Paid', CASE WHEN "payment_type" = 'Online' THEN 'payment' ELSE 'seller' END, "paid_at" FROM "orders" WHERE "paid_at" IS NOT NULL;
