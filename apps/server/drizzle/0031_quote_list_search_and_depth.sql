-- The list's search (decisions/166): trigram indexes over what the search box looks in, the
-- quote's own fields and its account's company name as the quote keeps it (company_sort), so a
-- search of 250,000 quotes reads the matching rows' index entries rather than every row. One index
-- a tab: a client whose quotes are all archived matches nothing in the Quotes tab at no cost.
-- pg_trgm is a trusted extension (PostgreSQL 13 and later): the database's owner may create it;
-- the embedded database loads it when it opens (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "quotes_search_open_trgm_idx" ON "quotes" USING gin ((("search_text" || chr(1)) || "company_sort") gin_trgm_ops) WHERE "quotes"."archive" = 0;--> statement-breakpoint
CREATE INDEX "quotes_search_archived_trgm_idx" ON "quotes" USING gin ((("search_text" || chr(1)) || "company_sort") gin_trgm_ops) WHERE "quotes"."archive" = 1;--> statement-breakpoint
-- What the planner knows of the searched text: without it, it guesses a common word's quotes are
-- few and reads them all through the index rather than meet the first hundred in the list's order.
CREATE STATISTICS "quotes_search_text_stats" ON ((("search_text" || chr(1)) || "company_sort")) FROM "quotes";--> statement-breakpoint
-- A TRUNCATE removes rows without row triggers: the counts kept of them go with them.
CREATE FUNCTION "quotes_forget_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM quote_tallies;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_tallies_forgotten"
  AFTER TRUNCATE ON "quotes"
  FOR EACH STATEMENT
  EXECUTE FUNCTION "quotes_forget_tallies"();
--> statement-breakpoint
-- A slice deep in the list (decisions/166) is found in an index alone, its rows read after: each
-- sort's index holds its whole key. The label and status are stored lowered for that (one ALTER,
-- one rewrite of the table); the updated date's index gains the id that breaks its ties.
ALTER TABLE "quotes"
  ADD COLUMN "label_sort" text GENERATED ALWAYS AS (lower(label)) STORED,
  ADD COLUMN "status_sort" text GENERATED ALWAYS AS (lower(status)) STORED;--> statement-breakpoint
DROP INDEX "quotes_archive_label_idx";--> statement-breakpoint
CREATE INDEX "quotes_archive_label_idx" ON "quotes" USING btree ("archive","label_sort","id");--> statement-breakpoint
DROP INDEX "quotes_archive_status_lower_idx";--> statement-breakpoint
CREATE INDEX "quotes_archive_status_lower_idx" ON "quotes" USING btree ("archive","status_sort","id");--> statement-breakpoint
DROP INDEX "quotes_archive_updated_idx";--> statement-breakpoint
CREATE INDEX "quotes_archive_updated_idx" ON "quotes" USING btree ("archive","updated_at","id");--> statement-breakpoint
-- Statistics for the new columns and the searched text, now rather than at autovacuum's next turn.
ANALYZE "quotes";
