import { artworkFeeInvoiceNumberOf, artworkFeeInvoiceOf, invoiceNumberOf } from '@portal/domain/handoff';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { messagesByKeys } from '../../outbox/read-messages.ts';
import { enqueueInvoice, invoiceDefinition } from '../../xero/invoices-channel.ts';
import { customerDocumentOf } from './customer-document.ts';
import { invoicePartiesOf, invoiceRecipientOf } from './invoice-parties.ts';

/**
 * Whether the order's own invoice was queued (its approval has been invoiced): found by its keys,
 * Q{id}-R{n} for each revision the quote has had, through the outbox key's index.
 */
async function orderInvoiced(tx: Tx, quoteId: number, revision: number): Promise<boolean> {
  const keys = Array.from({ length: revision }, (_, n) =>
    invoiceDefinition.keyOf({ invoiceNumber: invoiceNumberOf(quoteId, n + 1) }),
  );
  return (await messagesByKeys(tx, keys)).length > 0;
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
  if (fees.length === 0) return null;
  // The row as the send left it: the document with its fees, at the revision they started.
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!quote || !(await orderInvoiced(tx, quote.id, quote.revision))) return null;
  const document = await customerDocumentOf(tx, quote);
  const invoice = artworkFeeInvoiceOf(fees, {
    number: artworkFeeInvoiceNumberOf(quote.id, round),
    ...invoicePartiesOf(document, config),
    reference: quote.wfmOrderNo.trim() || [document.number, document.label].filter(Boolean).join(' '),
  });
  await enqueueInvoice(tx, {
    quoteId: quote.id,
    invoice,
    to: invoiceRecipientOf(invoice),
    subject: `Invoice ${invoice.InvoiceNumber}`,
    artworkFee: true,
    text: `${fees.length} artwork ${fees.length === 1 ? 'fee' : 'fees'} for ${document.number} ${document.label}`.trim(),
  });
  return invoice.InvoiceNumber;
}
