-- When a product's page last changed, for the sitemap's lastmod. Products made before it count from their creation.
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
UPDATE "products" SET "updated_at" = "created_at";
--> statement-breakpoint
-- Only what the page shows moves it: an order taking a unit of a counted product does not, running out does.
CREATE FUNCTION products_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" := now();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON "products" FOR EACH ROW
WHEN (
  ROW(OLD."name", OLD."category", OLD."images", OLD."description", OLD."price_kobo", OLD."offer_price_kobo", OLD."in_stock", OLD."stock_count" = 0, OLD."archived_at", OLD."weight")
  IS DISTINCT FROM
  ROW(NEW."name", NEW."category", NEW."images", NEW."description", NEW."price_kobo", NEW."offer_price_kobo", NEW."in_stock", NEW."stock_count" = 0, NEW."archived_at", NEW."weight")
)
EXECUTE FUNCTION products_touch_updated_at();
