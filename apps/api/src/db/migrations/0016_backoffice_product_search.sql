CREATE INDEX "products_changed_idx" ON "products" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_name_nb_trgm_idx" ON "products" USING gin (("name" ->> 'nb') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_en_trgm_idx" ON "products" USING gin (("name" ->> 'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_number_trgm_idx" ON "products" USING gin ("product_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variants_sku_trgm_idx" ON "variants" USING gin ("sku" gin_trgm_ops);