import { hasPricedLine, type PriceTables, priceQuote } from '@portal/domain/pricing';
import type { QuoteContent } from '@portal/domain/quote';

/**
 * Whether a document charges its customer at least one priced line, as its customer is shown it.
 * What the status machine's `hasPricedLine` asks before a quote becomes an order.
 */
export const pricedLineOf = (content: QuoteContent, tables: PriceTables): boolean =>
  hasPricedLine(priceQuote(content, tables, { role: 'customer' }));
