import type { CustomerQuoteRead, QuoteContent, QuoteRecord } from '@portal/domain/quote';
import type { Db, Tx } from '../../db/client.ts';
import { customerReadFrom } from './customer-read-from.ts';
import { priceTablesAt } from './price-tables.ts';
import { companyNameOf } from './quote-access.ts';
import { type QuoteRowDb, toQuoteRecord } from './quote-record.ts';

/** The stored quote as a record with its company's name, read through the given connection. */
export const recordOfRow = async (db: Db | Tx, row: QuoteRowDb): Promise<QuoteRecord> => ({
  ...toQuoteRecord(row, await companyNameOf(db, row.userId)),
  content: row.content as QuoteContent,
});

/**
 * A quote as its customer is shown it, whoever asks: the record cut by the redaction schema and
 * the lines priced on the redacted document, without a cost. GET /quotes/edit answers it to
 * customers; the quote PDF, the quote mail and the acceptance record are built from it for staff
 * too. A caller that has the row's record already passes it; otherwise it is read here.
 */
export async function customerReadOf(
  db: Db | Tx,
  row: QuoteRowDb,
  record?: QuoteRecord,
): Promise<CustomerQuoteRead> {
  return customerReadFrom(
    record ?? (await recordOfRow(db, row)),
    (await priceTablesAt(db, row.priceTablesVersion)).tables,
  );
}
