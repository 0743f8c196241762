CREATE TABLE "assortment_rules" (
	"assortment_id" uuid NOT NULL,
	"effect" text NOT NULL,
	"target" text NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "assortment_rules_assortment_id_effect_target_target_id_pk" PRIMARY KEY("assortment_id","effect","target","target_id")
);
--> statement-breakpoint
CREATE TABLE "assortments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assortments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "assortment_id" uuid;--> statement-breakpoint
ALTER TABLE "assortment_rules" ADD CONSTRAINT "assortment_rules_assortment_id_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."assortments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assortment_rules_target_idx" ON "assortment_rules" USING btree ("target_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_assortment_id_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."assortments"("id") ON DELETE no action ON UPDATE no action;