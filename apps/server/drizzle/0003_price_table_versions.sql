CREATE TABLE "price_table_versions" (
	"version" serial PRIMARY KEY NOT NULL,
	"tables" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "price_tables" CASCADE;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "price_tables_version" integer;--> statement-breakpoint
ALTER TABLE "price_table_versions" ADD CONSTRAINT "price_table_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;