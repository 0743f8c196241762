CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" drop column "document";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', replace(replace(translate(lower(coalesce(title, '')), 'øöåäéèêëáàâóòôúùûüíìîïçñ', 'ooaaeeeeaaaooouuuuiiiicn'), 'æ', 'ae'), 'aa', 'a')), 'A') || setweight(to_tsvector('simple', coalesce(codes, '')), 'A') || setweight(to_tsvector('simple', replace(replace(translate(lower(coalesce(body, '')), 'øöåäéèêëáàâóòôúùûüíìîïçñ', 'ooaaeeeeaaaooouuuuiiiicn'), 'æ', 'ae'), 'aa', 'a')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" drop column "title_document";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', replace(replace(translate(lower(coalesce(title, '')), 'øöåäéèêëáàâóòôúùûüíìîïçñ', 'ooaaeeeeaaaooouuuuiiiicn'), 'æ', 'ae'), 'aa', 'a') || ' ' || coalesce(codes, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_number_key_idx" ON "products" USING btree (upper(regexp_replace("product_number", '[^0-9A-Za-z]', '', 'g')) text_pattern_ops) WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_number_digits_idx" ON "products" USING btree (regexp_replace("product_number", '[^0-9]', '', 'g') text_pattern_ops) WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "variants_sku_key_idx" ON "variants" USING btree (upper(regexp_replace("sku", '[^0-9A-Za-z]', '', 'g')) text_pattern_ops) WHERE "variants"."is_active";--> statement-breakpoint
CREATE INDEX "variants_sku_digits_idx" ON "variants" USING btree (regexp_replace("sku", '[^0-9]', '', 'g') text_pattern_ops) WHERE "variants"."is_active";