ALTER TABLE "companies" ADD COLUMN "po_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "quote_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"document_hash" text NOT NULL,
	"document" jsonb NOT NULL,
	"terms_version" integer NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"po_file_id" integer,
	"name" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"via" text NOT NULL,
	"user_id" integer,
	"link_id" integer
);
--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_po_file_id_stored_files_id_fk" FOREIGN KEY ("po_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_link_id_quote_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."quote_links"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_acceptances_quote_revision_idx" ON "quote_acceptances" USING btree ("quote_id","revision");
