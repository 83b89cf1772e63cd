CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"sale_id" uuid,
	"booking_id" uuid,
	"kind" text DEFAULT 'payment' NOT NULL,
	"method" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"reference" text,
	"state" text NOT NULL,
	"requested_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"staff_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_one_owner_check" CHECK (num_nonnulls("payments"."order_id", "payments"."sale_id", "payments"."booking_id") = 1),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_kobo" > 0)
);
--> statement-breakpoint
DROP INDEX "orders_unpaid_idx";--> statement-breakpoint
DROP INDEX "orders_paid_idx";--> statement-breakpoint
DROP INDEX "orders_awaiting_payment_idx";--> statement-breakpoint
DROP INDEX "orders_unrequested_refund_idx";--> statement-breakpoint
DROP INDEX "orders_payment_reference_key";--> statement-breakpoint
DROP INDEX "bookings_payment_reference_key";--> statement-breakpoint
DROP INDEX "bookings_deposit_paid_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sale_id_counter_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."counter_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_sale_idx" ON "payments" USING btree ("sale_id") WHERE "payments"."sale_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id") WHERE "payments"."booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference","kind");--> statement-breakpoint
CREATE INDEX "payments_settled_idx" ON "payments" USING btree ("settled_at") WHERE "payments"."state" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."state" in ('started', 'pending');--> statement-breakpoint
-- The ledger (issue 54): every payment and refund is a row of "payments". The columns and the table that held them
-- before (orders.is_paid, paid_at, payment_reference, awaiting_payment, refund_status, refund_requested_at;
-- bookings.payment_reference, deposit_paid_at; counter_payments) stay in the database, empty and unread, so an
-- instance of the version before keeps running during a rolling upgrade and a backup made before restores:
-- ledger_from_legacy() moves whatever they hold into rows and empties them (this migration once; a restore after
-- loading a backup). The one place that knows the old shape.
CREATE OR REPLACE FUNCTION ledger_from_legacy() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- An online order's payment began with the order: paid, under way at the provider, ended with its order, or started.
  INSERT INTO payments (order_id, kind, method, amount_kobo, reference, state, settled_at, created_at)
  SELECT id, 'payment', 'online', amount_kobo, payment_reference,
         CASE WHEN is_paid THEN 'succeeded' WHEN status = 'Cancelled' THEN 'failed' WHEN awaiting_payment THEN 'pending' ELSE 'started' END,
         CASE WHEN is_paid THEN coalesce(paid_at, created_at) END, created_at
  FROM orders WHERE payment_type = 'Online' AND payment_reference IS NOT NULL;
  -- Cash taken on delivery or at collection: one cash row, taken by the member the history names.
  INSERT INTO payments (order_id, kind, method, amount_kobo, state, settled_at, staff_account_id, created_at)
  SELECT o.id, 'payment', 'cash', o.amount_kobo, 'succeeded', coalesce(o.paid_at, o.created_at),
         (SELECT e.staff_account_id FROM order_events e WHERE e.order_id = o.id AND e.event = 'Paid' ORDER BY e.created_at DESC LIMIT 1),
         coalesce(o.paid_at, o.created_at)
  FROM orders o WHERE o.payment_type = 'COD' AND o.is_paid;
  -- A cancelled paid online order's refund: a row of its own, under its payment's reference.
  INSERT INTO payments (order_id, kind, method, amount_kobo, reference, state, requested_at, settled_at, created_at)
  SELECT o.id, 'refund', 'online', o.amount_kobo, o.payment_reference,
         CASE o.refund_status WHEN 'Refunded' THEN 'succeeded' WHEN 'Refund failed' THEN 'failed' ELSE 'pending' END,
         o.refund_requested_at,
         CASE WHEN o.refund_status <> 'Refund pending' THEN
           (SELECT max(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.event = o.refund_status) END,
         coalesce((SELECT min(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.event = 'Refund pending'), o.created_at)
  FROM orders o WHERE o.refund_status IS NOT NULL AND o.payment_reference IS NOT NULL;
  UPDATE orders SET is_paid = false, paid_at = NULL, payment_reference = NULL, awaiting_payment = false, refund_status = NULL, refund_requested_at = NULL
  WHERE is_paid OR paid_at IS NOT NULL OR payment_reference IS NOT NULL OR awaiting_payment OR refund_status IS NOT NULL OR refund_requested_at IS NOT NULL;
  -- A counter bill's payments, taken when it was closed, by whom closed it.
  INSERT INTO payments (sale_id, kind, method, amount_kobo, state, settled_at, staff_account_id, created_at)
  SELECT p.sale_id, 'payment', p.method, p.amount_kobo, 'succeeded', s.created_at, s.staff_account_id, s.created_at
  FROM counter_payments p JOIN counter_sales s ON s.id = p.sale_id;
  DELETE FROM counter_payments;
  -- A booking's deposit: paid, still held for it, or let go with its hold.
  INSERT INTO payments (booking_id, kind, method, amount_kobo, reference, state, settled_at, created_at)
  SELECT id, 'payment', 'online', deposit_kobo, payment_reference,
         CASE WHEN deposit_paid_at IS NOT NULL THEN 'succeeded' WHEN status = 'awaiting-deposit' THEN 'started' ELSE 'failed' END,
         deposit_paid_at, created_at
  FROM bookings WHERE payment_reference IS NOT NULL AND deposit_kobo > 0;
  UPDATE bookings SET payment_reference = NULL, deposit_paid_at = NULL WHERE payment_reference IS NOT NULL OR deposit_paid_at IS NOT NULL;
END $$;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_hold_check";--> statement-breakpoint
SELECT ledger_from_legacy();--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_check" CHECK ("bookings"."status" <> 'awaiting-deposit' or "bookings"."hold_until" is not null);
