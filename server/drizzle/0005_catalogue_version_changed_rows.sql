-- A statement that changes no product (an update of an unknown id) leaves the catalogue version as it is:
-- each event's trigger sees the rows it changed and bumps the version only when there are some.
DROP TRIGGER products_bump_catalogue_version ON "products";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_insert_bumps_catalogue_version AFTER INSERT ON "products"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER products_update_bumps_catalogue_version AFTER UPDATE ON "products"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER products_delete_bumps_catalogue_version AFTER DELETE ON "products"
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER products_truncate_bumps_catalogue_version AFTER TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_on_truncate();
