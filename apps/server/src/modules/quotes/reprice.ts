import { type PricedQuote, priceQuote, writeComputedPrices } from '@portal/domain/pricing';
import type { QuoteContent } from '@portal/domain/quote';
import type { VersionedTables } from './price-tables.ts';

/** The quote columns the server's pricing fills, named as the columns are, so a write spreads it. */
export type StoredPricing = {
  content: QuoteContent;
  priceCents: number;
  gstCents: number;
  costCents: number;
  priceTablesVersion: number | null;
};

/**
 * The server's own pricing of a document before it is stored (DESIGN principle 1): the totals
 * never come from the browser. Computed decoration prices are written into the document.
 */
export function priceForStorage(content: QuoteContent, { version, tables }: VersionedTables): StoredPricing {
  const priced = priceQuote(content, tables, { role: 'admin' });
  return {
    content: writeComputedPrices(content, priced),
    priceCents: priced.summary.totalExGst,
    gstCents: priced.summary.gst,
    costCents: priced.summary.cost ?? 0,
    priceTablesVersion: version,
  };
}

/** The priced lines and Order Summary a viewer may see, for the editor and view pages. */
export function pricedForViewer(
  content: QuoteContent,
  tables: VersionedTables,
  viewer: { role: string },
): PricedQuote {
  return priceQuote(content, tables.tables, viewer);
}
