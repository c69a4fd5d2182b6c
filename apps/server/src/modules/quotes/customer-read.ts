import type { CustomerQuoteRead, QuoteRecord } from '@portal/domain/quote';
import type { Db, Tx } from '../../db/client.ts';
import { customerReadFrom } from './customer-read-from.ts';
import { priceTablesAt } from './price-tables.ts';
import type { QuoteRowDb } from './quote-record.ts';

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
  return customerReadFrom(record, (await priceTablesAt(db, row.priceTablesVersion)).tables);
}
