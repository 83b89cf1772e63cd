CREATE TABLE "product_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"options" text[] NOT NULL,
	"lead_id" uuid,
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
ALTER TABLE "products" ADD CONSTRAINT "products_group_values_check" CHECK (("products"."group_id" is null) = ("products"."option_values" is null));;--> statement-breakpoint
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
--> statement-breakpoint
-- Hand-written: each group's lead (product_groups.lead_id), the row its lists show, chosen again whenever a row's
-- group, archiving, sold state (the switch, or the last unit going or coming back), offer price or age changes.
-- Writers of products take turns already: each holds the catalogue version's row (migration 0005) from its first
-- write to its commit, so the rows read here include every other writer's committed change.
CREATE FUNCTION choose_product_group_lead(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_groups SET lead_id = (
    SELECT id FROM products
    WHERE group_id = target AND archived_at IS NULL
    ORDER BY (in_stock AND (stock_count IS NULL OR stock_count > 0)) DESC, offer_price_kobo, created_at, id
    LIMIT 1
  ) WHERE id = target;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION products_group_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.group_id IS NOT NULL THEN
    PERFORM choose_product_group_lead(OLD.group_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.group_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.group_id IS DISTINCT FROM OLD.group_id) THEN
    PERFORM choose_product_group_lead(NEW.group_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_group_lead_insert AFTER INSERT ON "products"
FOR EACH ROW WHEN (NEW.group_id IS NOT NULL) EXECUTE FUNCTION products_group_lead();
--> statement-breakpoint
CREATE TRIGGER products_group_lead_delete AFTER DELETE ON "products"
FOR EACH ROW WHEN (OLD.group_id IS NOT NULL) EXECUTE FUNCTION products_group_lead();
--> statement-breakpoint
CREATE TRIGGER products_group_lead_update AFTER UPDATE OF "group_id", "archived_at", "in_stock", "stock_count", "offer_price_kobo", "created_at" ON "products"
FOR EACH ROW WHEN (
  (OLD.group_id IS NOT NULL OR NEW.group_id IS NOT NULL) AND (
    OLD.group_id IS DISTINCT FROM NEW.group_id
    OR OLD.archived_at IS DISTINCT FROM NEW.archived_at
    OR OLD.offer_price_kobo <> NEW.offer_price_kobo
    OR OLD.created_at <> NEW.created_at
    OR (OLD.in_stock AND (OLD.stock_count IS NULL OR OLD.stock_count > 0)) <> (NEW.in_stock AND (NEW.stock_count IS NULL OR NEW.stock_count > 0))
  )
) EXECUTE FUNCTION products_group_lead();
