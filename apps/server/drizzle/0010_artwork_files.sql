-- Hand-written (decisions/090): artwork files. Objects live in storage under generated keys;
-- these rows hold their display and original names, size, sniffed type, owner and sha-256.
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"sniffed_type" text NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer REFERENCES "users"("id") ON DELETE set null,
	"admin_file" boolean DEFAULT false NOT NULL,
	"quote_id" integer REFERENCES "quotes"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_storage_key" ON "stored_files" USING btree ("storage_key");
--> statement-breakpoint
CREATE INDEX "stored_files_owner_kind" ON "stored_files" USING btree ("owner_id","kind");
--> statement-breakpoint
CREATE TABLE "production_files" (
	"file_id" integer PRIMARY KEY NOT NULL REFERENCES "stored_files"("id") ON DELETE cascade,
	"production_type" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"colours" text DEFAULT '' NOT NULL,
	"position" json DEFAULT '{}'::json NOT NULL,
	"stitch_count" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"setup" json DEFAULT '{}'::json NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "production_files_type_order" ON "production_files" USING btree ("production_type","sort_order");
