import type { CustomerQuoteRead, QuoteContent, QuoteRecord } from '@portal/domain/quote';
import { buildQuoteDocument, type QuoteDocument } from '@portal/domain/quote-document';
import type { Db, Tx } from '../../db/client.ts';
import type { QuoteDocumentSources } from '../../lib/pdf-rendering.ts';
import { customerDocumentFrom } from './customer-document-from.ts';
import { customerReadFrom } from './customer-read-from.ts';
import { priceTablesAt } from './price-tables.ts';
import { companyNameOf } from './quote-access.ts';
import { businessForPdf } from './quote-pdf/business-for-pdf.ts';
import { quotePartiesOf } from './quote-pdf/quote-parties.ts';
import { type QuoteRowDb, toQuoteRecord } from './quote-record.ts';

/** The stored quote as a record with its company's name, read through the given connection. */
const recordOfRow = async (db: Db | Tx, row: QuoteRowDb): Promise<QuoteRecord> => ({
  ...toQuoteRecord(row, await companyNameOf(db, row.userId)),
  content: row.content as QuoteContent,
});

/** The stored quote as its customer reads it (GET /quotes/edit's customer answer). */
export async function customerReadOfRow(db: Db | Tx, row: QuoteRowDb): Promise<CustomerQuoteRead> {
  return customerReadFrom(
    await recordOfRow(db, row),
    (await priceTablesAt(db, row.priceTablesVersion)).tables,
  );
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
 * What the quote's customer document is made of, read through the given connection (so it works
 * inside a transaction): the stored quote, its price tables, its company and contact, the business.
 */
export async function documentSourcesOf(db: Db | Tx, row: QuoteRowDb): Promise<QuoteDocumentSources> {
  return {
    record: await recordOfRow(db, row),
    tables: (await priceTablesAt(db, row.priceTablesVersion)).tables,
    parties: await quotePartiesOf(db, row),
    business: await businessForPdf(db),
  };
}

/**
 * The quote as its customer was shown it, as one document: what the PDF draws, and what goes to
 * WorkflowMax and Xero.
 */
export async function customerDocumentOf(db: Db | Tx, row: QuoteRowDb): Promise<QuoteDocument> {
  return customerDocumentFrom(await documentSourcesOf(db, row));
}
