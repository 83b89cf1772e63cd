CREATE TABLE "product_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"options" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_groups_options_check" CHECK (cardinality("product_groups"."options") between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_values" text[];--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_group_idx" ON "products" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_group_values_check" CHECK (("products"."group_id" is null) = ("products"."option_values" is null));--> statement-breakpoint
-- Hand-written: a shade's or size's values (Ebony 540, 50 ml) weigh as the name does, so a search for a shade finds its group.
CREATE OR REPLACE FUNCTION products_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.name || ' ' || coalesce(array_to_string(NEW.option_values, ' '), '')), 'A') ||
    setweight(to_tsvector('english', category_search_words(NEW.category)), 'B') ||
    setweight(to_tsvector('english', array_to_string(NEW.description, ' ')), 'C');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_search_vector ON "products";
--> statement-breakpoint
CREATE TRIGGER products_search_vector BEFORE INSERT OR UPDATE OF "name", "category", "description", "option_values" ON "products"
FOR EACH ROW EXECUTE FUNCTION products_search_vector();
