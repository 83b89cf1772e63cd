CREATE TABLE "rebook_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_phone" text NOT NULL,
	"category_id" text NOT NULL,
	"last_booking_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"client_key" text NOT NULL,
	"service" text NOT NULL,
	"token_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"rating" smallint,
	"words" text,
	"answered_at" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_reviews_rating_check" CHECK ("salon_reviews"."rating" between 1 and 5),
	CONSTRAINT "salon_reviews_answer_check" CHECK (("salon_reviews"."answered_at" is null) = ("salon_reviews"."rating" is null)),
	CONSTRAINT "salon_reviews_published_check" CHECK ("salon_reviews"."status" = 'new' or "salon_reviews"."answered_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "salon_services" ADD COLUMN "rebook_weeks" integer;--> statement-breakpoint
ALTER TABLE "rebook_reminders" ADD CONSTRAINT "rebook_reminders_category_id_salon_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."salon_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebook_reminders" ADD CONSTRAINT "rebook_reminders_last_booking_id_bookings_id_fk" FOREIGN KEY ("last_booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_reviews" ADD CONSTRAINT "salon_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_reviews" ADD CONSTRAINT "salon_reviews_service_salon_services_id_fk" FOREIGN KEY ("service") REFERENCES "public"."salon_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebook_reminders_cycle_key" ON "rebook_reminders" USING btree ("client_phone","category_id","last_booking_id");--> statement-breakpoint
CREATE INDEX "rebook_reminders_sent_idx" ON "rebook_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "salon_reviews_booking_key" ON "salon_reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salon_reviews_token_key" ON "salon_reviews" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "salon_reviews_client_idx" ON "salon_reviews" USING btree ("client_key","service","requested_at");--> statement-breakpoint
CREATE INDEX "salon_reviews_answered_idx" ON "salon_reviews" USING btree ("answered_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "salon_reviews"."answered_at" is not null;--> statement-breakpoint
ALTER TABLE "salon_services" ADD CONSTRAINT "salon_services_rebook_weeks_check" CHECK ("salon_services"."rebook_weeks" between 1 and 52);--> statement-breakpoint
-- hand-written: the starting menu's usual rebooking intervals (issue 49: braids 6, relaxer 8, nails 3 weeks; the
-- closest of the demo's services), only where the owner has set none.
UPDATE "salon_services" SET "rebook_weeks" = CASE "id" WHEN 'silk-press' THEN 6 WHEN 'pedicure' THEN 3 WHEN 'nail-art' THEN 3 WHEN 'facial' THEN 4 WHEN 'massage' THEN 4 END
WHERE "id" IN ('silk-press', 'pedicure', 'nail-art', 'facial', 'massage') AND "rebook_weeks" IS NULL;
