ALTER TABLE "orders" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_request_key" ON "orders" USING btree ("user_id","request_key");