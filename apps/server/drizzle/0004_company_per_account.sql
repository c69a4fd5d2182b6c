DROP INDEX "companies_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_unique_idx" ON "companies" USING btree ("user_id");