import { priceQuote } from '../pricing/price-quote.ts';
import { DEFAULT_PRICE_TABLES } from '../pricing/tables/defaults.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { redactContentForCustomer } from '../redaction/redaction.ts';
import { type RevisionSnapshot, revisionSnapshotSchema } from './snapshot.ts';

/** A revision as its customer is sent it, built from a staff document the way the server builds one. */
export const snapshotOf = (document: unknown, record: Record<string, unknown> = {}): RevisionSnapshot => {
  const content = quoteContentSchema.parse(document);
  return revisionSnapshotSchema.parse({
    quote: {
      label: 'Team uniforms',
      valid_to: '2026-12-24',
      ...record,
      content: redactContentForCustomer(content),
    },
    priced: priceQuote(content, DEFAULT_PRICE_TABLES, { role: 'customer' }),
  });
};
