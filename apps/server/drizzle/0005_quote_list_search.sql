ALTER TABLE "quotes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(label || chr(1) || status || chr(1) || order_status)) STORED;--> statement-breakpoint
CREATE INDEX "quotes_archive_id_idx" ON "quotes" USING btree ("archive","id");--> statement-breakpoint
CREATE INDEX "quotes_archive_label_idx" ON "quotes" USING btree ("archive",lower("label"),"id");--> statement-breakpoint
CREATE INDEX "quotes_archive_status_lower_idx" ON "quotes" USING btree ("archive",lower("status"),"id");--> statement-breakpoint
CREATE INDEX "quotes_archive_valid_to_idx" ON "quotes" USING btree ("archive","valid_to","id");--> statement-breakpoint
CREATE INDEX "quotes_archive_price_idx" ON "quotes" USING btree ("archive","price_cents","id");