ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
-- Products switched off before statuses existed were sold once: discontinued, not drafts.
UPDATE "products" SET "status" = 'discontinued' WHERE NOT "is_active";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'active', 'discontinued') and ("products"."status" = 'active') = "products"."is_active");
