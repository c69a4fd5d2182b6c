import type { PricedQuote, PriceTables } from '@portal/domain/pricing';
import type { QuoteContent, QuoteRecord } from '@portal/domain/quote';

/**
 * GET /quotes/edit/{id}: the quote as this viewer may see it (a customer's is redacted: no
 * cost, margin, supplier or staff note) and the server's priced lines and Order Summary.
 */
export type LoadedQuote = { quote: QuoteRecord; priced: PricedQuote };

/** GET /quotes/add: the new-quote page's starting point; nothing is stored yet. */
export type NewQuoteStart = {
  content: QuoteContent;
  valid_to: string;
  default_brand: string;
  status: string;
  order_status: string;
  revision: number;
};

/** POST /quotes/edit/{id}: the action's message and where the quote now stands. */
export type SaveAnswer = {
  message: string;
  version: number;
  status: string;
  order_status: string;
  revision: number;
};

/** GET /pricetables/forpricing: what the editor prices with (costs removed for customers). */
export type PricingTables = { version: number | null; tables: PriceTables };
