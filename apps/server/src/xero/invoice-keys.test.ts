import { describe, expect, it } from 'vitest';
import { invoiceDefinition } from './invoices-channel.ts';

/**
 * Invoices already queued were keyed by their number in this format; the channel's key builder
 * must give the same string, or an approval repeated across the change makes a second invoice.
 */
describe("the invoicing channel's keys", () => {
  it('keys an invoice by its number, as its rows in outbox tables are keyed', () => {
    expect(invoiceDefinition.keyOf({ invoiceNumber: 'Q12-R3' })).toBe('xero-invoice-Q12-R3');
    expect(invoiceDefinition.keyOf({ invoiceNumber: 'Q12-R4' })).toBe('xero-invoice-Q12-R4');
  });
});
