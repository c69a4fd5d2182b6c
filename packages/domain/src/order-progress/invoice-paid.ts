/** What Xero says of an invoice (GET Invoices/{id}): its Status and what is still owed. */
export type XeroInvoiceFacts = { status: string; amountDue: number | null };

/**
 * Whether the customer has paid the invoice: Xero marks it PAID once payments cover it; an
 * authorised invoice whose AmountDue is 0 is paid too (a credit note allocated to it). A voided,
 * deleted or draft invoice owes nothing but was never paid.
 */
export function invoicePaid(invoice: XeroInvoiceFacts | null): boolean {
  if (!invoice) return false;
  const status = invoice.status.toUpperCase();
  if (status === 'PAID') return true;
  return status === 'AUTHORISED' && invoice.amountDue === 0;
}
