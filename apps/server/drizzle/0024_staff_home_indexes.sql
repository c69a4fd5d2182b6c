CREATE INDEX "memos_changes_idx" ON "memos" USING btree ("quote_id","created_at") WHERE "memos"."kind" = 'changes';--> statement-breakpoint
CREATE INDEX "memos_customer_created_idx" ON "memos" USING btree ("created_at") WHERE "memos"."author_role" = 'customer';--> statement-breakpoint
CREATE INDEX "quote_acceptances_accepted_idx" ON "quote_acceptances" USING btree ("accepted_at");--> statement-breakpoint
CREATE INDEX "quote_declines_declined_idx" ON "quote_declines" USING btree ("declined_at");--> statement-breakpoint
CREATE INDEX "quotes_orders_without_job_idx" ON "quotes" USING btree ("updated_at","id") WHERE "quotes"."order_status" <> '' and "quotes"."archive" = 0 and "quotes"."wfm_id" is null;
