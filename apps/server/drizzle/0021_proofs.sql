CREATE TABLE "proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"row_id" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"process" text DEFAULT '' NOT NULL,
	"decoration" text DEFAULT '' NOT NULL,
	"version" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"file_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"spec" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proof_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"row_id" text NOT NULL,
	"proof_id" integer,
	"kind" text NOT NULL,
	"sha256" text DEFAULT '' NOT NULL,
	"spec" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"file_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"link_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_links" ADD CONSTRAINT "proof_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_links" ADD CONSTRAINT "proof_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_answers" ADD CONSTRAINT "proof_answers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_answers" ADD CONSTRAINT "proof_answers_proof_id_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_answers" ADD CONSTRAINT "proof_answers_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_answers" ADD CONSTRAINT "proof_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_answers" ADD CONSTRAINT "proof_answers_link_id_proof_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."proof_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proofs_row_version" ON "proofs" USING btree ("quote_id","row_id","version");--> statement-breakpoint
CREATE INDEX "proofs_quote_idx" ON "proofs" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_links_token_idx" ON "proof_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "proof_links_quote_idx" ON "proof_links" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "proof_answers_quote_idx" ON "proof_answers" USING btree ("quote_id","row_id");
