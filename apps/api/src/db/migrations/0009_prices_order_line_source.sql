ALTER TABLE "order_lines" ADD COLUMN "agreement_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "agreement_valid_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "agreement_min_quantity" integer;