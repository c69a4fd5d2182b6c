CREATE TABLE "quote_declines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"reason" text NOT NULL,
	"reason_other" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"via" text NOT NULL,
	"link_id" integer,
	"declined_by" integer,
	"declined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_declines" ADD CONSTRAINT "quote_declines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_declines" ADD CONSTRAINT "quote_declines_link_id_quote_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."quote_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_declines" ADD CONSTRAINT "quote_declines_declined_by_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_declines_quote_idx" ON "quote_declines" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_declines_reason_idx" ON "quote_declines" USING btree ("reason","declined_at");--> statement-breakpoint
ALTER TABLE "memos" ADD COLUMN "kind" text DEFAULT 'note' NOT NULL;--> statement-breakpoint
ALTER TABLE "memos" ADD COLUMN "line_id" text;--> statement-breakpoint
ALTER TABLE "memos" ADD COLUMN "line_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "memos" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memos" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memos_open_questions_idx" ON "memos" USING btree ("quote_id","line_id") WHERE "memos"."kind" = 'question' and "memos"."answered_at" is null;
