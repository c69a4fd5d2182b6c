-- Hand-written (decisions/060): the fingerprint of the request that made a quote's current
-- version, so the same request sent twice (a double click) makes one write, not two.
ALTER TABLE "quotes" ADD COLUMN "last_write" text;
