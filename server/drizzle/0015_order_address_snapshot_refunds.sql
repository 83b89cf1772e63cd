ALTER TABLE "orders" DROP CONSTRAINT "orders_address_id_addresses_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "address_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
-- Every order placed so far keeps the address it names as it is now.
UPDATE "orders" SET "delivery_address" = jsonb_build_object(
	'_id', "addresses"."id", 'firstName', "addresses"."first_name", 'lastName', "addresses"."last_name", 'email', "addresses"."email",
	'street', "addresses"."street", 'city', "addresses"."city", 'state', "addresses"."state", 'zipcode', "addresses"."zipcode",
	'country', "addresses"."country", 'phone', "addresses"."phone")
FROM "addresses" WHERE "addresses"."id" = "orders"."address_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_address" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting_payment" boolean DEFAULT false NOT NULL;