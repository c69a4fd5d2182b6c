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

/** The outbox key of an invoice: one message per invoice number (Q{id}-R{revision}). */
export const invoiceKeyOf = (invoiceNumber: string) => `xero-invoice-${invoiceNumber}`;

/** Queue the invoice in the approval's transaction; its key is the invoice number's. */
export const enqueueInvoice = (tx: Tx | Db, payload: InvoicePayload): Promise<void> =>
  enqueueMessage(tx, {
    channel: 'invoicing',
    idempotencyKey: invoiceKeyOf(payload.invoice.InvoiceNumber),
    destination: '',
    payload,
  });

/** What the row keeps once Xero has made the invoice. */
type Made = { invoice_id: string; number: string; status: string; email_tries?: number };

type InvoiceAnswer = { Invoices?: { InvoiceID?: string; InvoiceNumber?: string; Status?: string }[] };

/**
 * The 'invoicing' channel: creates the invoice (POST /api.xro/2.0/Invoices) and has Xero send it
 * to the customer (POST /Invoices/{id}/Email), each with an Idempotency-Key derived from the
 * outbox key, so a retry after a lost answer is answered with the invoice already made rather
 * than a second one. The number and Xero's status are stored on the order once it is made.
 */
export function invoicesChannel(db: Db, xero: XeroClient): OutboxChannel {
  return {
    name: 'invoicing',
    deliver: async (payload, key, progress) => {
      const work = payload as InvoicePayload;
      // An invoice made by an earlier try is kept in the row's result: a Retry long after (when
      // Xero has forgotten the Idempotency-Key) only sends it, never makes a second one.
      let made = progress.previous as Made | null;
      if (!made?.invoice_id) {
        const answer = (await xero.post(
          '/api.xro/2.0/Invoices',
          { Invoices: [work.invoice] },
          key,
        )) as InvoiceAnswer;
        const invoice = answer?.Invoices?.[0];
        if (!invoice?.InvoiceID) throw new Error('Xero made no invoice and gave no reason');
        made = {
          invoice_id: invoice.InvoiceID,
          number: invoice.InvoiceNumber || work.invoice.InvoiceNumber,
          status: invoice.Status || 'AUTHORISED',
        };
        await progress.report(made);
        await db
          .update(quotes)
          .set({ xeroInvoiceNumber: made.number, xeroInvoiceStatus: made.status })
          .where(eq(quotes.id, work.quoteId));
      }
      // Each try of the e-mail has its own key: a refusal Xero remembered under one key would
      // otherwise answer every Retry after staff mend the contact. A lost answer may mean the
      // customer gets the invoice twice, which is the lesser harm.
      const emailTry = (made.email_tries ?? 0) + 1;
      made = { ...made, email_tries: emailTry };
      await progress.report(made);
      await xero.post(`/api.xro/2.0/Invoices/${made.invoice_id}/Email`, {}, `${key}-email-${emailTry}`);
      return { result: made };
    },
  };
}
