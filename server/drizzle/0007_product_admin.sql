DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("offer_price_kobo","id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");