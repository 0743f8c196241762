-- Invoice credit (docs/customer.md, credit): how each order is paid, when an invoice was paid, and the company's
-- open balance of unpaid invoice orders, which the credit limit is checked against.
ALTER TABLE "companies" ADD COLUMN "open_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_paid_at" timestamp with time zone;--> statement-breakpoint
-- Orders made from a card payment were paid by card; every other order so far went on invoice.
UPDATE "orders" SET "payment_method" = 'card'
 WHERE "id" IN (SELECT "order_id" FROM "payment_transactions" WHERE "order_id" IS NOT NULL);--> statement-breakpoint
UPDATE "companies" SET "open_balance" = coalesce((
  SELECT sum("gross") FROM "orders"
   WHERE "orders"."company_id" = "companies"."id" AND "orders"."payment_method" = 'invoice'
     AND "orders"."status" <> 'cancelled' AND "orders"."invoice_paid_at" IS NULL
     AND "orders"."currency" = "companies"."currency"), 0);--> statement-breakpoint
-- Raised inside the statement that places an invoice order when the order would take the open balance over the
-- credit limit (order repository, insertOrder): the statement, and so the order, fails as a whole.
CREATE FUNCTION "credit_refused"("credit_left" bigint) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'credit_limit_exceeded' USING ERRCODE = 'P0001', DETAIL = credit_left::text;
END
$$;
