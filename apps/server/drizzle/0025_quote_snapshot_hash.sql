-- The hash of what the quote's customer would be shown now (decisions/140), kept so that opening
-- a link compares two stored texts instead of pricing and hashing the whole quote. Null: not
-- known; the reader works it out under the quote's row lock and stores it.
ALTER TABLE "quotes" ADD COLUMN "snapshot_hash" text;--> statement-breakpoint
-- Whatever writes a field the customer's document is made of, in this code or any other, forgets
-- the stored hash in the same statement, so a stored hash is never one of an older document.
CREATE FUNCTION "quotes_forget_snapshot_hash"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.snapshot_hash := NULL;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_snapshot_hash_forgotten"
  BEFORE UPDATE ON "quotes"
  FOR EACH ROW
  WHEN (
    OLD.content::text IS DISTINCT FROM NEW.content::text
    OR (OLD.user_id, OLD.label, OLD.client_label, OLD.valid_to, OLD.default_brand, OLD.logo,
        OLD.customise_logo, OLD.contact_user, OLD.contact_address, OLD.contact_info,
        OLD.custom_address, OLD.delivery_required, OLD.pickup_instore, OLD.collection_id,
        OLD.price_tables_version)
      IS DISTINCT FROM
       (NEW.user_id, NEW.label, NEW.client_label, NEW.valid_to, NEW.default_brand, NEW.logo,
        NEW.customise_logo, NEW.contact_user, NEW.contact_address, NEW.contact_info,
        NEW.custom_address, NEW.delivery_required, NEW.pickup_instore, NEW.collection_id,
        NEW.price_tables_version)
  )
  EXECUTE FUNCTION "quotes_forget_snapshot_hash"();
