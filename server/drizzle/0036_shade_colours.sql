ALTER TABLE "products" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_colour_check" CHECK ("products"."colour" ~ '^#[0-9a-f]{6}$');