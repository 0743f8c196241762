CREATE TABLE "delivery_routes" (
	"code" text PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" jsonb NOT NULL,
	"zip_from" integer NOT NULL,
	"zip_to" integer NOT NULL,
	"is_served" boolean DEFAULT true NOT NULL,
	"weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"transit_days" integer DEFAULT 1 NOT NULL,
	"cut_off" text DEFAULT '14:00' NOT NULL,
	"express_before" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_routes_zip_range" CHECK ("delivery_routes"."zip_from" >= 0 and "delivery_routes"."zip_from" <= "delivery_routes"."zip_to")
);
--> statement-breakpoint
CREATE TABLE "holiday_years" (
	"market" text NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "holiday_years_market_year_pk" PRIMARY KEY("market","year")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"market" text NOT NULL,
	"date" date NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "holidays_market_date_pk" PRIMARY KEY("market","date")
);
--> statement-breakpoint
CREATE TABLE "shipping_fees" (
	"method" text NOT NULL,
	"market" text NOT NULL,
	"fee" integer NOT NULL,
	CONSTRAINT "shipping_fees_method_market_pk" PRIMARY KEY("method","market")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"cut_off" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_routes" ADD CONSTRAINT "delivery_routes_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_years" ADD CONSTRAINT "holiday_years_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_fees" ADD CONSTRAINT "shipping_fees_method_shipping_methods_code_fk" FOREIGN KEY ("method") REFERENCES "public"."shipping_methods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_fees" ADD CONSTRAINT "shipping_fees_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_routes_market_idx" ON "delivery_routes" USING btree ("market","zip_from");