-- The shop's search (GET /api/product/search): full text with English stemming, weighted name (A) over
-- category (B) over description (C), and trigram similarity of the name for typos (pg_trgm, which PGlite
-- ships as a contrib extension the client loads).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector;
--> statement-breakpoint
-- The words that find a category beside its path: its name in the shop (src/content/categories.ts) and the
-- words shoppers use for it. server/test/search.test.ts checks every category's name finds its products.
CREATE FUNCTION category_search_words(category text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT category || ' ' || CASE category
    WHEN 'Pomade' THEN 'Hair Pomades'
    WHEN 'Nails' THEN 'Nail Care manicure'
    WHEN 'Effect' THEN 'Make-up Effects makeup cosmetics'
    WHEN 'Feet' THEN 'Foot Care pedicure'
    WHEN 'Skincare' THEN 'Skin Care'
    WHEN 'Hair' THEN 'Hair Care'
    WHEN 'Fragrance' THEN 'perfume scent'
    ELSE ''
  END
$$;
--> statement-breakpoint
CREATE FUNCTION products_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('english', category_search_words(NEW.category)), 'B') ||
    setweight(to_tsvector('english', array_to_string(NEW.description, ' ')), 'C');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector BEFORE INSERT OR UPDATE OF "name", "category", "description" ON "products"
FOR EACH ROW EXECUTE FUNCTION products_search_vector();
--> statement-breakpoint
UPDATE "products" SET "name" = "name";
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
-- The planner takes pg_trgm's %> for as cheap as an equality and so filters every row with it (150 ms at 10,000
-- products) instead of reading the trigram index (2 ms): it is told what the function costs. Where the extension
-- belongs to another role (a managed server), the cost stays as it is.
DO $$ BEGIN
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 1000;
EXCEPTION WHEN insufficient_privilege THEN NULL;
END $$;
