-- The quote list sorts by the client's company name (accounts spec 2.8). The name lives on the
-- company, so an ORDER BY over the join sorted every quote of the tab on each call (about 200 ms at
-- 250,000 quotes). Kept on the quote, lowered as the list compares it, one index gives the order
-- as it does for the other columns (decisions/165).
ALTER TABLE "quotes" ADD COLUMN "company_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "quotes" SET "company_sort" = lower("companies"."company") FROM "companies" WHERE "companies"."user_id" = "quotes"."user_id";--> statement-breakpoint
CREATE INDEX "quotes_archive_company_idx" ON "quotes" USING btree ("archive","company_sort","id");--> statement-breakpoint
-- A quote always takes its account's company name, whatever writes it: a value written straight to
-- the column is replaced, so the order can never disagree with the company.
CREATE FUNCTION "quotes_take_company_sort"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_sort := coalesce((SELECT lower(company) FROM companies WHERE user_id = NEW.user_id), '');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_company_sort_taken"
  BEFORE INSERT OR UPDATE OF user_id, company_sort ON "quotes"
  FOR EACH ROW
  EXECUTE FUNCTION "quotes_take_company_sort"();--> statement-breakpoint
-- A company renamed, added, moved to another account or removed: its accounts' quotes take the
-- name again (the trigger above reads it).
CREATE FUNCTION "companies_pass_name_to_quotes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE quotes SET company_sort = '' WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE quotes SET company_sort = '' WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "companies_name_passed_to_quotes"
  AFTER INSERT OR DELETE OR UPDATE OF company, user_id ON "companies"
  FOR EACH ROW
  EXECUTE FUNCTION "companies_pass_name_to_quotes"();
--> statement-breakpoint
-- The list's row count (decisions/165): each account's quotes per tab, orders apart, kept in the
-- statement that changes them, so a count of 250,000 quotes adds up a row per account.
CREATE TABLE "quote_tallies" (
	"user_id" integer NOT NULL,
	"archive" smallint NOT NULL,
	"is_order" boolean NOT NULL,
	"quotes" integer NOT NULL,
	CONSTRAINT "quote_tallies_user_id_archive_is_order_pk" PRIMARY KEY("user_id","archive","is_order")
);
--> statement-breakpoint
INSERT INTO "quote_tallies" ("user_id", "archive", "is_order", "quotes")
  SELECT "user_id", "archive", "order_status" <> '', count(*) FROM "quotes"
  GROUP BY "user_id", "archive", "order_status" <> '';--> statement-breakpoint
CREATE FUNCTION "quotes_keep_tallies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE quote_tallies SET quotes = quotes - 1
      WHERE user_id = OLD.user_id AND archive = OLD.archive AND is_order = (OLD.order_status <> '');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO quote_tallies (user_id, archive, is_order, quotes)
      VALUES (NEW.user_id, NEW.archive, NEW.order_status <> '', 1)
      ON CONFLICT (user_id, archive, is_order) DO UPDATE SET quotes = quote_tallies.quotes + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_tallies_kept"
  AFTER INSERT OR DELETE ON "quotes"
  FOR EACH ROW
  EXECUTE FUNCTION "quotes_keep_tallies"();--> statement-breakpoint
-- A move between accounts, tabs or in and out of the orders: counted only when one of them changed.
CREATE TRIGGER "quotes_tallies_kept_on_move"
  AFTER UPDATE OF user_id, archive, order_status ON "quotes"
  FOR EACH ROW
  WHEN ((OLD.user_id, OLD.archive, OLD.order_status <> '') IS DISTINCT FROM (NEW.user_id, NEW.archive, NEW.order_status <> ''))
  EXECUTE FUNCTION "quotes_keep_tallies"();
