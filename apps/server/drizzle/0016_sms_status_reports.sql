CREATE TABLE "sms_status_reports" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"message_sid" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
