import {
  type CustomerQuoteRead,
  customerQuoteRead,
  type QuoteRecord,
  quoteContentSchema,
} from '@portal/domain/quote';
import { redactContentForCustomer, redactQuoteForCustomer } from '@portal/domain/redaction';
import type { Db, Tx } from '../../db/client.ts';
import { priceTablesAt } from './price-tables.ts';
import type { QuoteRowDb } from './quote-record.ts';
import { pricedForViewer } from './reprice.ts';

/**
 * A quote as its customer is shown it, whoever asks: the record cut by the redaction schema and
 * the lines priced on the redacted document, without a cost. GET /quotes/edit answers it to
 * customers; the quote PDF and the quote mail are built from it for staff too.
 */
export async function customerReadOf(
  db: Db | Tx,
  row: QuoteRowDb,
  record: QuoteRecord,
): Promise<CustomerQuoteRead> {
  const visible = quoteContentSchema.parse(redactContentForCustomer(record.content));
  const priced = pricedForViewer(visible, await priceTablesAt(db, row.priceTablesVersion), {
    role: 'customer',
  });
  return customerQuoteRead.parse({ quote: redactQuoteForCustomer(record), priced });
}
