ALTER TABLE "audit_events" ADD COLUMN "entity_type" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "entity_id" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "after" jsonb;--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_contact_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
-- The two staff roles before issue 17 become the new ones: an agent answered customers, an operator ran the shop.
UPDATE "contacts" SET "staff_role" = 'customer_service' WHERE "staff_role" = 'agent';--> statement-breakpoint
UPDATE "contacts" SET "staff_role" = 'administrator' WHERE "staff_role" = 'operator';
