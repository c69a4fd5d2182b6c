import type { XeroInvoiceRequest } from '@portal/domain/handoff';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { quotes } from '../db/schema/index.ts';
import type { OutboxChannel } from '../outbox/channel.ts';
import { enqueueMessage } from '../outbox/enqueue.ts';
import type { XeroClient } from './xero-client.ts';

/** An approved order's invoice as the outbox keeps it, with what the Outbox page shows. */
export type InvoicePayload = {
  quoteId: number;
  invoice: XeroInvoiceRequest;
  to: string;
  subject: string;
  text: string;
};

/** Queue the invoice in the approval's transaction; its key is the invoice number's. */
export const enqueueInvoice = (tx: Tx | Db, payload: InvoicePayload): Promise<void> =>
  enqueueMessage(tx, {
    channel: 'invoicing',
    idempotencyKey: `xero-invoice-${payload.invoice.InvoiceNumber}`,
    destination: '',
    payload,
  });

type InvoiceAnswer = { Invoices?: { InvoiceID?: string; InvoiceNumber?: string; Status?: string }[] };

/**
 * The 'invoicing' channel: creates the invoice (POST /api.xro/2.0/Invoices) and has Xero send it
 * to the customer (POST /Invoices/{id}/Email), each with an Idempotency-Key derived from the
 * outbox key, so a retry after a lost answer is answered with the invoice already made rather
 * than a second one. The number and Xero's status are stored on the order.
 */
export function invoicesChannel(db: Db, xero: XeroClient): OutboxChannel {
  return {
    name: 'invoicing',
    deliver: async (payload, key) => {
      const work = payload as InvoicePayload;
      const answer = (await xero.post(
        '/api.xro/2.0/Invoices',
        { Invoices: [work.invoice] },
        key,
      )) as InvoiceAnswer;
      const made = answer?.Invoices?.[0];
      if (!made?.InvoiceID) throw new Error('Xero made no invoice and gave no reason');
      await xero.post(`/api.xro/2.0/Invoices/${made.InvoiceID}/Email`, {}, `${key}-email`);
      const number = made.InvoiceNumber || work.invoice.InvoiceNumber;
      const status = made.Status || 'AUTHORISED';
      await db
        .update(quotes)
        .set({ xeroInvoiceNumber: number, xeroInvoiceStatus: status })
        .where(eq(quotes.id, work.quoteId));
      return { result: { number, status, invoice_id: made.InvoiceID } };
    },
  };
}
