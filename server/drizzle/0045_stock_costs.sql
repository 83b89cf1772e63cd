CREATE TABLE "salon_open_stock" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"left_milli" integer NOT NULL,
	CONSTRAINT "salon_open_stock_left_check" CHECK ("salon_open_stock"."left_milli" between 0 and 999)
);
--> statement-breakpoint
CREATE TABLE "service_products" (
	"service_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"amount_milli" integer NOT NULL,
	CONSTRAINT "service_products_service_id_product_id_pk" PRIMARY KEY("service_id","product_id"),
	CONSTRAINT "service_products_amount_check" CHECK ("service_products"."amount_milli" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "visit_supplies" (
	"booking_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"amount_milli" integer NOT NULL,
	CONSTRAINT "visit_supplies_booking_id_product_id_pk" PRIMARY KEY("booking_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "salon_use" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "salon_open_stock" ADD CONSTRAINT "salon_open_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_products" ADD CONSTRAINT "service_products_service_id_salon_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."salon_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_products" ADD CONSTRAINT "service_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_supplies" ADD CONSTRAINT "visit_supplies_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_supplies" ADD CONSTRAINT "visit_supplies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_products_product_idx" ON "service_products" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_batches_salon_idx" ON "stock_batches" USING btree ("product_id") WHERE "stock_batches"."salon_use" and "stock_batches"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "stock_moves_booking_idx" ON "stock_moves" USING btree ("booking_id") WHERE "stock_moves"."booking_id" is not null;