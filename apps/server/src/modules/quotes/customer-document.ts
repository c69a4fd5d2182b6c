import type { QuoteContent } from '@portal/domain/quote';
import type { QuoteDocument } from '@portal/domain/quote-document';
import type { Db, Tx } from '../../db/client.ts';
import type { QuoteDocumentSources } from '../../lib/pdf-rendering.ts';
import { customerDocumentFrom } from './customer-document-from.ts';
import { priceTablesAt } from './price-tables.ts';
import { companyNameOf } from './quote-access.ts';
import { businessForPdf } from './quote-pdf/business-for-pdf.ts';
import { quotePartiesOf } from './quote-pdf/quote-parties.ts';
import { type QuoteRowDb, toQuoteRecord } from './quote-record.ts';

/**
 * What the quote's customer document is made of, read through the given connection (so it works
 * inside a transaction): the stored quote, its price tables, its company and contact, the business.
 */
export async function documentSourcesOf(db: Db | Tx, row: QuoteRowDb): Promise<QuoteDocumentSources> {
  const record = {
    ...toQuoteRecord(row, await companyNameOf(db, row.userId)),
    content: row.content as QuoteContent,
  };
  return {
    record,
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
