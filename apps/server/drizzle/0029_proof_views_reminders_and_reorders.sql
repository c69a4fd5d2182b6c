CREATE TABLE "proof_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"user_id" integer,
	"link_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"rule" text NOT NULL,
	"label" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stop_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "copied_from" integer;--> statement-breakpoint
ALTER TABLE "proof_views" ADD CONSTRAINT "proof_views_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_views" ADD CONSTRAINT "proof_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_views" ADD CONSTRAINT "proof_views_link_id_proof_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."proof_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_reminders" ADD CONSTRAINT "proof_reminders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_reminders" ADD CONSTRAINT "proof_reminders_link_id_proof_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."proof_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_views_quote_idx" ON "proof_views" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_reminders_key_idx" ON "proof_reminders" USING btree ("link_id","rule");--> statement-breakpoint
CREATE INDEX "proof_reminders_quote_idx" ON "proof_reminders" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "proof_reminders_pending_idx" ON "proof_reminders" USING btree ("due_at") WHERE "proof_reminders"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "proof_links_expires_idx" ON "proof_links" USING btree ("expires_at");