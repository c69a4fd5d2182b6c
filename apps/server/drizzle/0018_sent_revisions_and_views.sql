CREATE TABLE "sent_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" integer,
	"channel" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"user_id" integer,
	"link_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_links" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "sent_revisions" ADD CONSTRAINT "sent_revisions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_revisions" ADD CONSTRAINT "sent_revisions_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_views" ADD CONSTRAINT "quote_views_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_views" ADD CONSTRAINT "quote_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_views" ADD CONSTRAINT "quote_views_link_id_quote_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."quote_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_revisions_quote_revision_idx" ON "sent_revisions" USING btree ("quote_id","revision");--> statement-breakpoint
CREATE INDEX "quote_views_quote_idx" ON "quote_views" USING btree ("quote_id","created_at");
