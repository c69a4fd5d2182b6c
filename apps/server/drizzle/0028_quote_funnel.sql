CREATE TABLE "quote_funnel" (
	"quote_id" integer PRIMARY KEY NOT NULL,
	"first_sent_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"decline_reason" text,
	"valid_to" date
);
--> statement-breakpoint
ALTER TABLE "quote_funnel" ADD CONSTRAINT "quote_funnel_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_funnel_period_idx" ON "quote_funnel" USING btree ("first_sent_at","accepted_at","viewed_at","decline_reason","valid_to");--> statement-breakpoint
CREATE INDEX "proofs_waiting_idx" ON "proofs" USING btree ("quote_id") WHERE "proofs"."state" in ('sent', 'changes_requested');--> statement-breakpoint
-- Every quote sent before this migration gets its summary from the facts the funnel read until
-- now (decisions/136), as quotes/quote-funnel.ts writes it from here on.
INSERT INTO "quote_funnel" ("quote_id", "first_sent_at", "viewed_at", "accepted_at", "decline_reason", "valid_to")
SELECT s."quote_id", s."first_sent_at",
	(SELECT min(v."created_at") FROM "quote_views" v
		WHERE v."quote_id" = s."quote_id" AND v."created_at" >= s."first_sent_at"),
	(SELECT o."accepted_at" FROM "order_figures" o WHERE o."quote_id" = s."quote_id"),
	(SELECT d."reason" FROM "quote_declines" d WHERE d."quote_id" = s."quote_id"
		ORDER BY d."declined_at" DESC, d."id" DESC LIMIT 1),
	q."valid_to"
FROM (SELECT "quote_id", min("sent_at") AS "first_sent_at" FROM "sent_revisions" GROUP BY "quote_id") s
JOIN "quotes" q ON q."id" = s."quote_id";
