import { priceQuote } from '../pricing/price-quote.ts';
import { DEFAULT_PRICE_TABLES } from '../pricing/tables/defaults.ts';
import type { PriceTables } from '../pricing/tables/schema.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { redactContentForCustomer } from '../redaction/redaction.ts';
import { type RevisionSnapshot, revisionSnapshotSchema } from './snapshot.ts';

/**
 * The revision a customer would be sent of a staff document and the offer's record fields: the
 * document cut to what they see, priced as they see it. Anything not an offer field is dropped.
 */
export const customerRevision = (
  document: unknown,
  record: Record<string, unknown> = {},
  tables: PriceTables = DEFAULT_PRICE_TABLES,
): RevisionSnapshot => {
  const content = quoteContentSchema.parse(document);
  return revisionSnapshotSchema.parse({
    quote: { ...record, content: redactContentForCustomer(content) },
    priced: priceQuote(content, tables, { role: 'customer' }),
  });
};
