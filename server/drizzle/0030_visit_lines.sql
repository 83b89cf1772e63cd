CREATE TABLE "booking_busy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "booking_busy_span_check" CHECK ("booking_busy"."starts_at" < "booking_busy"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "booking_lines" (
	"booking_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"service" text NOT NULL,
	"employee_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price_kobo" integer NOT NULL,
	CONSTRAINT "booking_lines_booking_id_position_pk" PRIMARY KEY("booking_id","position"),
	CONSTRAINT "booking_lines_span_check" CHECK ("booking_lines"."starts_at" < "booking_lines"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "salon_services" ADD COLUMN "processing_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_services" ADD COLUMN "processing_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_services" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_busy" ADD CONSTRAINT "booking_busy_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_busy" ADD CONSTRAINT "booking_busy_employee_id_salon_staff_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."salon_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_service_salon_services_id_fk" FOREIGN KEY ("service") REFERENCES "public"."salon_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_employee_id_salon_staff_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."salon_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_busy_booking_idx" ON "booking_busy" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_lines_employee_idx" ON "booking_lines" USING btree ("employee_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_lines_service_idx" ON "booking_lines" USING btree ("service");--> statement-breakpoint
ALTER TABLE "salon_services" ADD CONSTRAINT "salon_services_processing_check" CHECK (("salon_services"."processing_minutes" = 0 and "salon_services"."processing_after_minutes" = 0) or ("salon_services"."processing_minutes" > 0 and "salon_services"."processing_after_minutes" > 0 and "salon_services"."processing_after_minutes" + "salon_services"."processing_minutes" < "salon_services"."duration_minutes"));--> statement-breakpoint
ALTER TABLE "salon_services" ADD CONSTRAINT "salon_services_buffer_check" CHECK ("salon_services"."buffer_minutes" between 0 and 120);--> statement-breakpoint
-- Every booking made before is a visit of one service: its line, and the span it keeps its member busy.
INSERT INTO "booking_lines" ("booking_id", "position", "service", "employee_id", "starts_at", "ends_at", "price_kobo")
  SELECT "id", 0, "service", "employee_id", "starts_at", "ends_at", "price_kobo" FROM "bookings";--> statement-breakpoint
INSERT INTO "booking_busy" ("booking_id", "employee_id", "starts_at", "ends_at", "active")
  SELECT "id", "employee_id", "starts_at", "ends_at", "status" <> 'cancelled' FROM "bookings";--> statement-breakpoint
-- The busy spans, not the visits, may not overlap: a member serves another client during a processing gap.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "booking_busy" ADD CONSTRAINT "booking_busy_no_overlap" EXCLUDE USING gist ("employee_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("active");--> statement-breakpoint
-- A visit's spans hold its members' time while it is active: a cancelled (or lapsed) visit frees it, whichever
-- statement cancelled it.
CREATE FUNCTION "booking_busy_follows_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_busy" SET "active" = NEW."status" <> 'cancelled' WHERE "booking_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "booking_busy_follows_status" AFTER UPDATE OF "status" ON "bookings"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "booking_busy_follows_status"();
