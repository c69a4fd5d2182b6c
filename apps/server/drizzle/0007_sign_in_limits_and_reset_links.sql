-- Sign-in limits decided by the database (decisions/005): the hour window of an account's
-- failed attempts, counted in the same UPDATE that claims an attempt.
ALTER TABLE "users" ADD COLUMN "sign_in_window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_in_window_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A reset link ends when a newer one is issued, another is used or the password changes
-- (decisions/006); an ended link is kept, marked, rather than deleted.
ALTER TABLE "password_resets" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");
