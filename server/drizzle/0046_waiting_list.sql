CREATE TABLE "waitlist_freed" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wish_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"date" text NOT NULL,
	"start_time" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"service" text NOT NULL,
	"employee_id" text,
	"from_date" text NOT NULL,
	"until_date" text NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"from_minute" integer NOT NULL,
	"until_minute" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text NOT NULL,
	"client_phone" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_wishes_days_check" CHECK ("waitlist_wishes"."from_date" <= "waitlist_wishes"."until_date"),
	CONSTRAINT "waitlist_wishes_hours_check" CHECK ("waitlist_wishes"."from_minute" < "waitlist_wishes"."until_minute")
);
--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_wish_id_waitlist_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."waitlist_wishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wishes" ADD CONSTRAINT "waitlist_wishes_category_salon_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."salon_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wishes" ADD CONSTRAINT "waitlist_wishes_service_salon_services_id_fk" FOREIGN KEY ("service") REFERENCES "public"."salon_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wishes" ADD CONSTRAINT "waitlist_wishes_employee_id_salon_staff_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."salon_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wishes" ADD CONSTRAINT "waitlist_wishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_token_key" ON "waitlist_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_key" ON "waitlist_offers" USING btree ("wish_id") WHERE "waitlist_offers"."status" in ('open', 'taking');--> statement-breakpoint
CREATE INDEX "waitlist_wishes_created_idx" ON "waitlist_wishes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "waitlist_wishes_waiting_idx" ON "waitlist_wishes" USING btree ("until_date","from_date") WHERE "waitlist_wishes"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_wishes_client_idx" ON "waitlist_wishes" USING btree ("client_phone") WHERE "waitlist_wishes"."status" = 'waiting';--> statement-breakpoint
-- hand-written: every way a member's time frees is written to waitlist_freed here, in the transaction that frees it
-- (a visit cancelled or lapsed turns its spans inactive, a move or an erased booking deletes them, time off is
-- removed), so the waiting list's round (actions/waitingList.ts) finds each freed time in one place.
CREATE FUNCTION waitlist_note_freed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'salon_time_off' THEN
    INSERT INTO "waitlist_freed" ("employee_id", "starts_at", "ends_at") VALUES (OLD."staff_id", OLD."starts_at", OLD."ends_at");
  ELSIF OLD."active" AND (TG_OP = 'DELETE' OR NOT NEW."active") THEN
    INSERT INTO "waitlist_freed" ("employee_id", "starts_at", "ends_at") VALUES (OLD."employee_id", OLD."starts_at", OLD."ends_at");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_busy_freed" AFTER UPDATE OF "active" OR DELETE ON "booking_busy" FOR EACH ROW EXECUTE FUNCTION waitlist_note_freed();
--> statement-breakpoint
CREATE TRIGGER "salon_time_off_freed" AFTER DELETE ON "salon_time_off" FOR EACH ROW EXECUTE FUNCTION waitlist_note_freed();
