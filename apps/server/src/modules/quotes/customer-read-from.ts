import { type PriceTables, priceQuote } from '@portal/domain/pricing';
import {
  type CustomerQuoteRead,
  customerQuoteRead,
  type QuoteRecord,
  quoteContentSchema,
} from '@portal/domain/quote';
import { redactQuoteForCustomer } from '@portal/domain/redaction';

/**
 * A quote as its customer is shown it, from the record and the price tables it was priced with:
 * the record cut by the redaction schema and the lines priced on the redacted document, without
 * a cost. It reads nothing, so the PDF worker can make it off the thread that answers requests.
 */
export function customerReadFrom(record: QuoteRecord, tables: PriceTables): CustomerQuoteRead {
  const quote = redactQuoteForCustomer(record);
  // The redacted record's document is the redacted document (one schema redacts both), read
  // once more only for the defaults pricing relies on.
  const priced = priceQuote(quoteContentSchema.parse(quote.content), tables, { role: 'customer' });
  return customerQuoteRead.parse({ quote, priced });
}
