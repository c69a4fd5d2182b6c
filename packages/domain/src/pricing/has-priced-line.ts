import type { PricedQuote } from './types.ts';

/**
 * Whether a priced quote charges its customer anything: at least one line they are shown and
 * charged with an amount above zero. An order without one has nothing to invoice (the invoicing
 * system refuses an invoice with no lines), so the status machine will not make it an order.
 */
export const hasPricedLine = (priced: Pick<PricedQuote, 'lines'>): boolean =>
  priced.lines.some((line) => line.charged && line.visibleToCustomer && line.amount > 0);
