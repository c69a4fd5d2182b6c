ALTER TABLE "outbox" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "wfm_category" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "xero_invoice_number" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "xero_invoice_status" text;--> statement-breakpoint
CREATE TABLE "service_tokens" (
	"service" text PRIMARY KEY NOT NULL,
	"refresh_token" text NOT NULL,
	"access_token" text,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
