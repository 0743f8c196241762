CREATE TABLE "membership_periods" (
	"company_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "membership_periods_company_id_contact_id_started_at_pk" PRIMARY KEY("company_id","contact_id","started_at")
);
--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "invited_email" text;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "invited_first_name" text;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "invited_last_name" text;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_periods_contact_idx" ON "membership_periods" USING btree ("contact_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_periods_open_uq" ON "membership_periods" USING btree ("company_id","contact_id") WHERE "membership_periods"."ended_at" is null;--> statement-breakpoint
-- One company per e-mail domain: where two held the same domain, the oldest keeps it.
UPDATE "companies" SET "email_domain" = NULL WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (PARTITION BY lower("email_domain") ORDER BY "created_at", "id") AS "n"
		FROM "companies" WHERE "email_domain" IS NOT NULL
	) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_email_domain_uq" ON "companies" USING btree (lower("email_domain"));;--> statement-breakpoint
-- Open invitations made before the typed names were kept: the name only where the invitation created the person
-- (same transaction, same created_at); otherwise nothing the shop knew is shown.
UPDATE "company_contacts" AS "cc" SET
	"invited_email" = "c"."email",
	"invited_first_name" = CASE WHEN "c"."created_at" = "cc"."created_at" THEN "c"."first_name" ELSE '' END,
	"invited_last_name" = CASE WHEN "c"."created_at" = "cc"."created_at" THEN "c"."last_name" ELSE '' END
FROM "contacts" AS "c"
WHERE "c"."id" = "cc"."contact_id" AND NOT "cc"."is_active" AND "cc"."accepted_at" IS NULL;--> statement-breakpoint
-- The spans of membership so far: active ones from joining, deactivated ones until their last change.
INSERT INTO "membership_periods" ("company_id", "contact_id", "started_at", "ended_at")
SELECT "company_id", "contact_id", coalesce("accepted_at", "created_at"), CASE WHEN "is_active" THEN NULL ELSE "updated_at" END
FROM "company_contacts"
WHERE "is_active" OR "accepted_at" IS NOT NULL;--> statement-breakpoint
-- Every write to company_contacts keeps the spans (services, seeds, back-office scripts alike): a membership that
-- becomes active opens one, one that becomes inactive or is removed closes it.
CREATE FUNCTION "membership_periods_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		UPDATE "membership_periods" SET "ended_at" = now()
		WHERE "company_id" = OLD."company_id" AND "contact_id" = OLD."contact_id" AND "ended_at" IS NULL;
		RETURN OLD;
	END IF;
	IF NEW."is_active" AND (TG_OP = 'INSERT' OR NOT OLD."is_active") THEN
		INSERT INTO "membership_periods" ("company_id", "contact_id", "started_at")
		VALUES (
			NEW."company_id",
			NEW."contact_id",
			CASE WHEN TG_OP = 'INSERT' THEN coalesce(NEW."accepted_at", now()) ELSE now() END
		)
		ON CONFLICT DO NOTHING;
	ELSIF TG_OP = 'UPDATE' AND OLD."is_active" AND NOT NEW."is_active" THEN
		UPDATE "membership_periods" SET "ended_at" = now()
		WHERE "company_id" = NEW."company_id" AND "contact_id" = NEW."contact_id" AND "ended_at" IS NULL;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "company_contacts_membership_periods"
AFTER INSERT OR UPDATE OF "is_active" OR DELETE ON "company_contacts"
FOR EACH ROW EXECUTE FUNCTION "membership_periods_track"();
