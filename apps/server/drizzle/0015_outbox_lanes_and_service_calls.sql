ALTER TABLE "outbox" ADD COLUMN "claim_token" text;--> statement-breakpoint
CREATE TABLE "service_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_by" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "service_calls_service_started_idx" ON "service_calls" USING btree ("service","started_at");
