CREATE TABLE "order_figures" (
	"quote_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"price_cents" bigint NOT NULL,
	"cost_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_figure_lines" (
	"quote_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"price_cents" bigint NOT NULL,
	"cost_cents" bigint NOT NULL,
	CONSTRAINT "order_figure_lines_quote_id_dimension_key_pk" PRIMARY KEY("quote_id","dimension","key")
);
--> statement-breakpoint
ALTER TABLE "order_figures" ADD CONSTRAINT "order_figures_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_figures" ADD CONSTRAINT "order_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_figure_lines" ADD CONSTRAINT "order_figure_lines_quote_id_order_figures_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."order_figures"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_figures_period_idx" ON "order_figures" USING btree ("accepted_at","user_id","price_cents","cost_cents");--> statement-breakpoint
CREATE INDEX "order_figure_lines_period_idx" ON "order_figure_lines" USING btree ("dimension","accepted_at","key","price_cents","cost_cents");--> statement-breakpoint
CREATE INDEX "sent_revisions_sent_at_idx" ON "sent_revisions" USING btree ("sent_at");--> statement-breakpoint
-- Orders placed before this migration: their stored totals, accepted when their latest acceptance
-- record says, else when the quote was last written; their split is one line each, not broken
-- down (decisions/135), until their next save writes it.
INSERT INTO "order_figures" ("quote_id", "user_id", "accepted_at", "price_cents", "cost_cents")
SELECT q."id", q."user_id",
	coalesce((SELECT max(a."accepted_at") FROM "quote_acceptances" a WHERE a."quote_id" = q."id"), q."updated_at"),
	q."price_cents", q."cost_cents"
FROM "quotes" q WHERE q."order_status" <> '';--> statement-breakpoint
INSERT INTO "order_figure_lines" ("quote_id", "dimension", "key", "accepted_at", "price_cents", "cost_cents")
SELECT f."quote_id", d."dimension", '*', f."accepted_at", f."price_cents", f."cost_cents"
FROM "order_figures" f CROSS JOIN (VALUES ('process'), ('catalogue')) AS d("dimension");
