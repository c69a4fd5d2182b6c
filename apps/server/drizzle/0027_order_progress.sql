CREATE TABLE "order_progress" (
	"quote_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"quiet" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_steps" (
	"quote_id" integer NOT NULL,
	"step" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_steps_quote_id_step_pk" PRIMARY KEY("quote_id","step")
);
--> statement-breakpoint
ALTER TABLE "order_progress" ADD CONSTRAINT "order_progress_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_steps" ADD CONSTRAINT "order_steps_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_progress_open_idx" ON "order_progress" USING btree ("checked_at") WHERE "order_progress"."done_at" is null;
--> statement-breakpoint
INSERT INTO "order_progress" ("quote_id", "quiet")
SELECT "id", true FROM "quotes"
WHERE "archive" = 0 AND ("order_status" LIKE '%Requested%' OR "order_status" LIKE '%Completed%');
