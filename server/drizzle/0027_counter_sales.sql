CREATE TABLE "counter_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	CONSTRAINT "counter_payments_amount_check" CHECK ("counter_payments"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "counter_sale_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_kobo" integer NOT NULL,
	"discount_kobo" integer DEFAULT 0 NOT NULL,
	"discount_reason" text,
	"stock_taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counter_sale_lines_quantity_check" CHECK ("counter_sale_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "counter_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "counter_sales_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'closed' NOT NULL,
	"booking_id" uuid,
	"client_name" text DEFAULT '' NOT NULL,
	"client_phone" text,
	"client_email" text,
	"service_name" text,
	"service_price_kobo" integer DEFAULT 0 NOT NULL,
	"service_discount_kobo" integer DEFAULT 0 NOT NULL,
	"service_discount_reason" text,
	"bill_discount_kobo" integer DEFAULT 0 NOT NULL,
	"bill_discount_reason" text,
	"products_kobo" integer NOT NULL,
	"services_kobo" integer NOT NULL,
	"tax_kobo" integer NOT NULL,
	"tax_included" boolean NOT NULL,
	"total_kobo" integer NOT NULL,
	"deposit_kobo" integer DEFAULT 0 NOT NULL,
	"due_kobo" integer NOT NULL,
	"tendered_kobo" integer,
	"change_kobo" integer DEFAULT 0 NOT NULL,
	"staff_account_id" uuid,
	"request_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "counter_sales_due_check" CHECK ("counter_sales"."due_kobo" = "counter_sales"."total_kobo" - "counter_sales"."deposit_kobo" and "counter_sales"."due_kobo" >= 0),
	CONSTRAINT "counter_sales_change_check" CHECK ("counter_sales"."change_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "counter_tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_sale_id_counter_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."counter_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sale_lines" ADD CONSTRAINT "counter_sale_lines_sale_id_counter_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."counter_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sale_lines" ADD CONSTRAINT "counter_sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD CONSTRAINT "counter_sales_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD CONSTRAINT "counter_sales_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_payments_sale_idx" ON "counter_payments" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "counter_sale_lines_sale_idx" ON "counter_sale_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counter_sales_number_key" ON "counter_sales" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "counter_sales_request_key" ON "counter_sales" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "counter_sales_booking_key" ON "counter_sales" USING btree ("booking_id") WHERE "counter_sales"."status" = 'closed';--> statement-breakpoint
CREATE INDEX "counter_sales_created_idx" ON "counter_sales" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);