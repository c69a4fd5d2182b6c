import { buildQuoteDocument, type QuoteDocument } from '@portal/domain/quote-document';
import type { QuoteDocumentSources } from '../../lib/pdf-rendering.ts';
import { customerReadFrom } from './customer-read-from.ts';

/**
 * The quote as its customer was shown it, as one document, from what it is made of: redacted,
 * priced and checked against the strict document schema. Reads nothing, so it runs in the PDF
 * worker as well as on the server thread.
 */
export function customerDocumentFrom({
  record,
  tables,
  parties,
  business,
}: QuoteDocumentSources): QuoteDocument {
  return buildQuoteDocument(customerReadFrom(record, tables), parties, business);
}
