import type { XeroInvoiceFacts } from '@portal/domain/order-progress';
import type { XeroClient } from './xero-client.ts';

type InvoiceAnswer = { Invoices?: { Status?: string; AmountDue?: number }[] };

/** An invoice as Xero has it now (GET Invoices/{id}): its Status and AmountDue; null if unnamed. */
export async function readInvoiceFacts(
  client: XeroClient,
  invoiceId: string,
): Promise<XeroInvoiceFacts | null> {
  const answer = (await client.get(
    `/api.xro/2.0/Invoices/${encodeURIComponent(invoiceId)}`,
  )) as InvoiceAnswer;
  const invoice = answer?.Invoices?.[0];
  if (!invoice?.Status) return null;
  return {
    status: invoice.Status,
    amountDue: typeof invoice.AmountDue === 'number' ? invoice.AmountDue : null,
  };
}
