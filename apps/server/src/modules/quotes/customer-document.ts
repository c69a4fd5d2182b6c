import type { CustomerQuoteRead } from '@portal/domain/quote';
import { buildQuoteDocument, type QuoteDocument } from '@portal/domain/quote-document';
import type { Db, Tx } from '../../db/client.ts';
import type { QuoteDocumentSources } from '../../lib/pdf-rendering.ts';
import { customerDocumentFrom } from './customer-document-from.ts';
import { recordOfRow } from './customer-read.ts';
import { priceTablesAt } from './price-tables.ts';
import { businessForPdf } from './quote-pdf/business-for-pdf.ts';
import { quotePartiesOf } from './quote-pdf/quote-parties.ts';
import type { QuoteRowDb } from './quote-record.ts';

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
