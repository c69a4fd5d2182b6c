CREATE TABLE "price_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"tables" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_presence" (
	"quote_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_presence_quote_id_user_id_pk" PRIMARY KEY("quote_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quote_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"order_status" text NOT NULL,
	"content" jsonb NOT NULL,
	"price_cents" bigint DEFAULT 0 NOT NULL,
	"gst_cents" bigint DEFAULT 0 NOT NULL,
	"cost_cents" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"client_label" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"order_status" text DEFAULT '' NOT NULL,
	"ready" smallint DEFAULT 0 NOT NULL,
	"sent" smallint DEFAULT 0 NOT NULL,
	"archive" smallint DEFAULT 0 NOT NULL,
	"valid_to" date,
	"price_cents" bigint DEFAULT 0 NOT NULL,
	"gst_cents" bigint DEFAULT 0 NOT NULL,
	"cost_cents" bigint DEFAULT 0 NOT NULL,
	"approved_price_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"memo_note" text DEFAULT '' NOT NULL,
	"contact_user" integer,
	"contact_address" text DEFAULT '' NOT NULL,
	"contact_info" text DEFAULT '' NOT NULL,
	"custom_address" text DEFAULT '' NOT NULL,
	"delivery_required" boolean DEFAULT false NOT NULL,
	"pickup_instore" boolean DEFAULT false NOT NULL,
	"collection_id" integer,
	"wfm_order_no" text DEFAULT '' NOT NULL,
	"wfm_id" text,
	"default_brand" text DEFAULT 'Embroidery' NOT NULL,
	"logo" text,
	"customise_logo" text,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_tables" ADD CONSTRAINT "price_tables_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_history" ADD CONSTRAINT "quote_history_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_history" ADD CONSTRAINT "quote_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_presence" ADD CONSTRAINT "quote_presence_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_presence" ADD CONSTRAINT "quote_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_history_quote_idx" ON "quote_history" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_revisions_quote_idx" ON "quote_revisions" USING btree ("quote_id","revision");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotes_archive_updated_idx" ON "quotes" USING btree ("archive","updated_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");