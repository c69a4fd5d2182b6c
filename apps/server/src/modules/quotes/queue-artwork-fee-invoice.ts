import { businessToday } from '@portal/domain/dates';
import { artworkFeeInvoiceNumberOf, artworkFeeInvoiceOf, isOrderInvoiceNumber } from '@portal/domain/handoff';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { messagesOf } from '../../outbox/read-messages.ts';
import { enqueueInvoice, invoiceDefinition } from '../../xero/invoices-channel.ts';
import { customerDocumentOf } from './customer-document.ts';

/** Whether the order's own invoice (Q{id}-R…) was queued: its approval has been invoiced. */
async function orderInvoiced(tx: Tx, quoteId: number): Promise<boolean> {
  const invoices = await messagesOf(tx, invoiceDefinition, {
    field: 'quoteId',
    values: [String(quoteId)],
    limit: 50,
  });
  return invoices.some((message) => isOrderInvoiceNumber(message.payload.invoice.InvoiceNumber));
}

/**
 * Queues the artwork fees a proofs' send charged on an order whose invoice already went
 * (decisions/160): an invoice of their own, Q{id}-A{round}, to the order's customer with the
 * order's reference, in the send's transaction. A quote not yet invoiced carries the fees in its
 * document, and its invoice at approval has them. Answers the invoice number, or null.
 */
export async function queueArtworkFeeInvoice(
  tx: Tx,
  config: Config,
  quoteId: number,
  round: number,
  fees: readonly { description: string; cents: number }[],
): Promise<string | null> {
  if (fees.length === 0 || !(await orderInvoiced(tx, quoteId))) return null;
  // The row as the send left it: the document with its fees, at the revision they started.
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!quote) return null;
  const document = await customerDocumentOf(tx, quote);
  const invoice = artworkFeeInvoiceOf(fees, {
    number: artworkFeeInvoiceNumberOf(quote.id, round),
    day: businessToday(),
    contactName: document.company || document.contact,
    contactEmail: document.contactEmail,
    accountCode: config.xero?.salesAccount ?? '200',
    reference: quote.wfmOrderNo.trim() || [document.number, document.label].filter(Boolean).join(' '),
  });
  await enqueueInvoice(tx, {
    quoteId: quote.id,
    invoice,
    to: [invoice.Contact.Name, invoice.Contact.EmailAddress].filter(Boolean).join(' '),
    subject: `Invoice ${invoice.InvoiceNumber}`,
    text: `${fees.length} artwork ${fees.length === 1 ? 'fee' : 'fees'} for ${document.number} ${document.label}`.trim(),
  });
  return invoice.InvoiceNumber;
}
