-- The quote document is stored as json text, not jsonb: nothing queries inside it, and PGlite
-- spends most of a large quote's save converting it to and from jsonb's binary form
-- (decisions/046). The default is dropped first: a jsonb default cannot be cast in place.
ALTER TABLE "quote_revisions" ALTER COLUMN "content" SET DATA TYPE json USING "content"::json;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "content" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "content" SET DATA TYPE json USING "content"::json;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "content" SET DEFAULT '[]'::json;
