ALTER TABLE "outbox" ADD COLUMN "destination" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "destination" = lower(coalesce("payload"->>'to', '')) WHERE "channel" = 'mail';--> statement-breakpoint
CREATE INDEX "outbox_destination_idx" ON "outbox" USING btree ("destination","delivered_at");
