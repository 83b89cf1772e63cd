ALTER TABLE "payments" ADD COLUMN "sale_line_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sale_line_id_counter_sale_lines_id_fk" FOREIGN KEY ("sale_line_id") REFERENCES "public"."counter_sale_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_sale_refund_key" ON "payments" USING btree ("sale_id",coalesce("sale_line_id", "sale_id"),"method") WHERE "payments"."kind" = 'refund' and "payments"."sale_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sale_line_check" CHECK ("payments"."sale_line_id" is null or ("payments"."sale_id" is not null and "payments"."kind" = 'refund'));