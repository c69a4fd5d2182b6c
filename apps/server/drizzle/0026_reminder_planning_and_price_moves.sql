CREATE INDEX "quote_views_created_idx" ON "quote_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotes_awaiting_valid_to_idx" ON "quotes" USING btree ("valid_to") WHERE "quotes"."order_status" = '';
--> statement-breakpoint
CREATE TABLE "price_move_lists" (
	"day" date PRIMARY KEY NOT NULL,
	"percent" double precision NOT NULL,
	"moves" jsonb NOT NULL,
	"made_at" timestamp with time zone NOT NULL
);
