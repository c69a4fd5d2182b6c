import type { CustomerQuoteRead, QuoteContent } from '@portal/domain/quote';
import { buildQuoteDocument, type QuoteDocument } from '@portal/domain/quote-document';
import type { Db, Tx } from '../../db/client.ts';
import { customerReadOf } from './customer-read.ts';
import { companyNameOf } from './quote-access.ts';
import { businessForPdf } from './quote-pdf/business-for-pdf.ts';
import { quotePartiesOf } from './quote-pdf/quote-parties.ts';
import { type QuoteRowDb, toQuoteRecord } from './quote-record.ts';

/** The stored quote as its customer reads it (GET /quotes/edit's customer answer). */
export async function customerReadOfRow(db: Db | Tx, row: QuoteRowDb): Promise<CustomerQuoteRead> {
  const record = {
    ...toQuoteRecord(row, await companyNameOf(db, row.userId)),
    content: row.content as QuoteContent,
  };
  return customerReadOf(db, row, record);
}

/** The document of a customer's read: the parties and the business around it. */
export async function documentOfRead(
  db: Db | Tx,
  row: QuoteRowDb,
  read: CustomerQuoteRead,
): Promise<QuoteDocument> {
  return buildQuoteDocument(read, await quotePartiesOf(db, row), await businessForPdf(db));
}

/**
 * The quote as its customer was shown it, as one document: what the PDF draws, and what goes to
 * WorkflowMax and Xero. Reads through the given connection, so it works inside a transaction.
 */
export async function customerDocumentOf(db: Db | Tx, row: QuoteRowDb): Promise<QuoteDocument> {
  return documentOfRead(db, row, await customerReadOfRow(db, row));
}
