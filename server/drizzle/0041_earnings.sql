CREATE TABLE "commission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" text NOT NULL,
	"starts_on" date NOT NULL,
	"services_bp" integer NOT NULL,
	"products_bp" integer NOT NULL,
	"categories_bp" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_bp_check" CHECK ("commission_rules"."services_bp" between 0 and 10000 and "commission_rules"."products_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "payroll_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"figures" jsonb NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_periods_order_check" CHECK ("payroll_periods"."starts_on" <= "payroll_periods"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "sale_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"staff_id" text NOT NULL,
	"kind" text NOT NULL,
	"category_id" text,
	"product_id" uuid,
	"value_kobo" integer NOT NULL,
	CONSTRAINT "sale_credits_value_check" CHECK ("sale_credits"."value_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tip_for" text;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_staff_id_salon_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."salon_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD CONSTRAINT "payroll_periods_closed_by_staff_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_credits" ADD CONSTRAINT "sale_credits_sale_id_counter_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."counter_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_credits" ADD CONSTRAINT "sale_credits_staff_id_salon_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."salon_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_credits" ADD CONSTRAINT "sale_credits_category_id_salon_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."salon_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_credits" ADD CONSTRAINT "sale_credits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rules_staff_idx" ON "commission_rules" USING btree ("staff_id","starts_on");--> statement-breakpoint
CREATE INDEX "payroll_periods_ends_idx" ON "payroll_periods" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "sale_credits_sale_idx" ON "sale_credits" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_credits_staff_idx" ON "sale_credits" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tip_for_salon_staff_id_fk" FOREIGN KEY ("tip_for") REFERENCES "public"."salon_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_tip_idx" ON "payments" USING btree ("tip_for","settled_at") WHERE "payments"."kind" = 'tip';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tip_check" CHECK (("payments"."kind" = 'tip') = ("payments"."tip_for" is not null) and ("payments"."kind" <> 'tip' or "payments"."sale_id" is not null));--> statement-breakpoint
-- hand-written below
-- Two closed payroll periods never share a day, whatever two owners close at the same moment (btree_gist is 0014's).
ALTER TABLE "payroll_periods" ADD CONSTRAINT "payroll_periods_no_overlap" EXCLUDE USING gist (daterange("starts_on", "ends_on", '[]') WITH &&);
