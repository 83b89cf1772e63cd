-- Any change to products, however made (seller, seed, restore, manual SQL), moves the catalogue version on.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_bump_catalogue_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
