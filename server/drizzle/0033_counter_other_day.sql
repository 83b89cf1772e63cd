-- The owner's override at the counter (issue 45): a bill of a visit of another day than today records that day and who billed it.
-- Additive: an instance of the version before stores today's bills as it did.
ALTER TABLE "counter_sales" ADD COLUMN "other_day_visit" date;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD COLUMN "other_day_by" uuid;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD CONSTRAINT "counter_sales_other_day_by_staff_accounts_id_fk" FOREIGN KEY ("other_day_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD CONSTRAINT "counter_sales_other_day_check" CHECK ("counter_sales"."other_day_visit" is null or "counter_sales"."booking_id" is not null);