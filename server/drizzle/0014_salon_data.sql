CREATE TABLE "salon_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"any_label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_services" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_kobo" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"on_home_page" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "salon_services_duration_check" CHECK ("salon_services"."duration_minutes" between 5 and 720),
	CONSTRAINT "salon_services_price_check" CHECK ("salon_services"."price_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "salon_staff" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_staff_categories" (
	"staff_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "salon_staff_categories_staff_id_category_id_pk" PRIMARY KEY("staff_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "salon_staff_hours" (
	"staff_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "salon_staff_hours_staff_id_weekday_pk" PRIMARY KEY("staff_id","weekday"),
	CONSTRAINT "salon_staff_hours_weekday_check" CHECK ("salon_staff_hours"."weekday" between 0 and 6),
	CONSTRAINT "salon_staff_hours_span_check" CHECK (0 <= "salon_staff_hours"."start_minute" and "salon_staff_hours"."start_minute" < "salon_staff_hours"."end_minute" and "salon_staff_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "salon_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "salon_time_off_span_check" CHECK ("salon_time_off"."starts_at" < "salon_time_off"."ends_at")
);
--> statement-breakpoint
-- The salon's starting menu and team (what src/contract/salon.ts used to hold), so the bookings already made keep their references.
INSERT INTO "salon_categories" ("id", "name", "any_label", "position") VALUES
	('hair', 'Hair & make-up', 'Any available stylist', 1),
	('nails', 'Nails', 'Any available nail technician', 2),
	('massage', 'Massage & facial', 'Any available therapist', 3)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "salon_services" ("id", "category_id", "name", "description", "image", "duration_minutes", "price_kobo", "active", "on_home_page", "position") VALUES
	('facial', 'massage', 'Facial Treatment', 'Deep cleanse, exfoliation and a mask chosen for your skin, finished with a relaxing face massage.', '/art/services/facial.svg', 60, 2500000, true, true, 1),
	('nail-art', 'nails', 'Nail Art', 'Manicures, gel, acrylics and hand-painted designs by technicians who love detail.', '/art/services/nails.svg', 60, 1500000, false, true, 2),
	('massage', 'massage', 'Massage Therapy', 'Swedish, deep-tissue and hot-stone massage to ease tension and restore calm.', '/art/services/massage.svg', 60, 3000000, false, true, 3),
	('makeup', 'hair', 'Makeup Session', 'Flawless make-up for weddings, shoots and nights out, matched to your skin tone.', '/art/services/makeup.svg', 60, 3500000, true, true, 4),
	('pedicure', 'nails', 'Pedicure', 'Foot soak, scrub, nail care and polish.', '', 60, 1200000, true, false, 5)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "salon_staff" ("id", "name", "role", "image", "position") VALUES
	('tolu', 'Tolulope Adeyemi', 'Senior Hair Stylist', '/art/team/tolu.svg', 1),
	('chidi', 'Chidinma Eze', 'Massage Therapist', '/art/team/chidi.svg', 2),
	('amaka', 'Amaka Nwosu', 'Nail Technician', '/art/team/amaka.svg', 3),
	('zainab', 'Zainab Bello', 'Makeup Artist', '/art/team/zainab.svg', 4)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "salon_staff_categories" ("staff_id", "category_id") VALUES ('tolu', 'hair'), ('chidi', 'massage'), ('amaka', 'nails'), ('zainab', 'hair')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Monday to Saturday, 08:00 to 18:00.
INSERT INTO "salon_staff_hours" ("staff_id", "weekday", "start_minute", "end_minute")
	SELECT "id", "weekday", 480, 1080 FROM "salon_staff", generate_series(1, 6) AS "weekday"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP INDEX "bookings_slot_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_kobo" integer;--> statement-breakpoint
-- Every booking so far was one hour, on the salon's clock.
UPDATE "bookings" SET
	"starts_at" = ("date" + "start_time"::time) AT TIME ZONE 'Africa/Lagos',
	"ends_at" = ("date" + "start_time"::time + interval '1 hour') AT TIME ZONE 'Africa/Lagos',
	"price_kobo" = (SELECT "price_kobo" FROM "salon_services" WHERE "salon_services"."id" = "bookings"."service");--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "price_kobo" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_services" ADD CONSTRAINT "salon_services_category_id_salon_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."salon_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_staff_categories" ADD CONSTRAINT "salon_staff_categories_staff_id_salon_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."salon_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_staff_categories" ADD CONSTRAINT "salon_staff_categories_category_id_salon_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."salon_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_staff_hours" ADD CONSTRAINT "salon_staff_hours_staff_id_salon_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."salon_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_time_off" ADD CONSTRAINT "salon_time_off_staff_id_salon_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."salon_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salon_time_off_staff_idx" ON "salon_time_off" USING btree ("staff_id","ends_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_category_salon_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."salon_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_employee_id_salon_staff_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."salon_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_salon_services_id_fk" FOREIGN KEY ("service") REFERENCES "public"."salon_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "date";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "start_time";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_span_check" CHECK ("bookings"."starts_at" < "bookings"."ends_at");;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Two bookings of one employee that still hold their time never overlap, however many requests race.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("employee_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled');
