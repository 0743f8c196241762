CREATE TABLE "catalog_import_files" (
	"import_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "catalog_import_files_import_id_name_pk" PRIMARY KEY("import_id","name")
);
--> statement-breakpoint
ALTER TABLE "catalog_import_files" ADD CONSTRAINT "catalog_import_files_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;