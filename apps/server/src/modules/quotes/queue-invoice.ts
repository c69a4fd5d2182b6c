import { invoiceNumberOf, invoiceOfDocument } from '@portal/domain/handoff';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { enqueueInvoice } from '../../xero/invoices-channel.ts';
import { customerDocumentOf } from './customer-document.ts';
import { invoicePartiesOf, invoiceRecipientOf } from './invoice-parties.ts';

/**
 * Queues the Xero invoice of an order just approved, in the approval's transaction: built from
 * the document the customer was shown at that revision, so a later edit cannot change what is
 * invoiced, and keyed by its number (Q{id}-R{revision}), so the approval repeated is one invoice.
 * Unset, Xero's invoice waits on the Outbox page until it is set up.
 */
export async function queueInvoice(tx: Tx, config: Config, quoteId: number): Promise<void> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!row) return;
  const document = await customerDocumentOf(tx, row);
  const invoice = invoiceOfDocument(document, {
    quoteId: row.id,
    ...invoicePartiesOf(document, config),
    clientOrderNumber: row.wfmOrderNo.trim(),
  });
  await enqueueInvoice(tx, {
    quoteId: row.id,
    invoice,
    to: invoiceRecipientOf(invoice),
    subject: `Invoice ${invoiceNumberOf(row.id, row.revision)}`,
    text: `${invoice.LineItems.length} lines for ${document.number} ${document.label}`.trim(),
  });
}
