CREATE TABLE "help_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_pages_slug_check" CHECK ("help_pages"."slug" in ('faqs', 'delivery-information', 'return-and-refund-policy', 'payment-methods'))
);
--> statement-breakpoint
CREATE INDEX "products_saving_idx" ON "products" USING btree (("price_kobo" - "offer_price_kobo"),"id") WHERE "products"."archived_at" is null and "products"."in_stock" and "products"."offer_price_kobo" < "products"."price_kobo";