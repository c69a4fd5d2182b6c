import type { XeroInvoiceRequest } from '@portal/domain/handoff';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { quotes } from '../db/schema/index.ts';
import { type ChannelDefinition, channelOf, type OutboxChannel } from '../outbox/channel.ts';
import { enqueue } from '../outbox/enqueue.ts';
import { type XeroClient, xeroRefusal } from './xero-client.ts';

const xeroInvoiceRequest = z.object({
  Type: z.literal('ACCREC'),
  Contact: z.object({ Name: z.string(), EmailAddress: z.string().optional() }),
  Date: z.string(),
  DueDate: z.string(),
  LineAmountTypes: z.literal('Exclusive'),
  InvoiceNumber: z.string().min(1),
  Reference: z.string(),
  Status: z.literal('AUTHORISED'),
  CurrencyCode: z.literal('AUD'),
  LineItems: z.array(
    z.object({
      Description: z.string(),
      Quantity: z.number().optional(),
      UnitAmount: z.number().optional(),
      TaxType: z.string().optional(),
      AccountCode: z.string().optional(),
    }),
  ),
}) satisfies z.ZodType<XeroInvoiceRequest>;

/** An approved order's invoice as the outbox keeps it, with what the Outbox page shows. */
export const invoicePayload = z.object({
  quoteId: z.number().int().positive(),
  invoice: xeroInvoiceRequest,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /**
   * An artwork fee's own invoice (decisions/160), made after the order's: the order keeps its
   * own invoice's number and status, which its progress follows. Absent, the order's invoice.
   */
  artworkFee: z.boolean().optional(),
});
export type InvoicePayload = z.infer<typeof invoicePayload>;

/** What makes an invoice one message: its number (Q{id}-R{revision}). */
export type InvoiceKeyFacts = { invoiceNumber: string };

/** The invoicing channel's one definition. */
export const invoiceDefinition: ChannelDefinition<InvoicePayload, InvoiceKeyFacts> = {
  name: 'invoicing',
  payload: invoicePayload,
  // The format of keys already in outbox tables: changing it would make an invoice twice.
  keyOf: ({ invoiceNumber }) => `xero-invoice-${invoiceNumber}`,
  // Xero's limits are the organisation's, paced by the client: no per-destination share.
  destinationOf: () => '',
  shown: (work) => ({ to: work.to, subject: work.subject, text: work.text }),
};

/** Queue the invoice in the approval's transaction; its key is the invoice number's. */
export const enqueueInvoice = (tx: Tx | Db, payload: InvoicePayload): Promise<void> =>
  enqueue(tx, invoiceDefinition, payload, { invoiceNumber: payload.invoice.InvoiceNumber });

/** What the row keeps once Xero has made the invoice. */
type Made = { invoice_id: string; number: string; status: string; email_tries?: number };

type InvoiceAnswer = {
  Invoices?: { InvoiceID?: string; InvoiceNumber?: string; Status?: string; SentToContact?: boolean }[];
};

/** Xero answers a refused invoice in a batch with an id of zeros; that is no invoice. */
const NO_INVOICE = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

/**
 * The 'invoicing' channel: creates the invoice (POST /api.xro/2.0/Invoices) and has Xero send it
 * to the customer (POST /Invoices/{id}/Email), each with an Idempotency-Key derived from the
 * outbox key, so a retry after a lost answer is answered with the invoice already made rather
 * than a second one. The number and Xero's status are stored on the order once it is made.
 */
export function invoicesChannel(db: Db, xero: XeroClient): OutboxChannel {
  return channelOf(invoiceDefinition, async (work, key, progress) => {
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
      if (!invoice?.InvoiceID || NO_INVOICE.test(invoice.InvoiceID))
        throw xeroRefusal('Xero made no invoice and gave no reason');
      made = {
        invoice_id: invoice.InvoiceID,
        number: invoice.InvoiceNumber || work.invoice.InvoiceNumber,
        status: invoice.Status || 'AUTHORISED',
      };
      await progress.report(made);
      if (!work.artworkFee)
        await db
          .update(quotes)
          .set({ xeroInvoiceNumber: made.number, xeroInvoiceStatus: made.status })
          .where(eq(quotes.id, work.quoteId));
    }
    // An earlier try of the e-mail may have reached Xero with its answer lost (a timeout, the
    // process killed): Xero is asked first, and an invoice it says went to the contact is done.
    if ((made.email_tries ?? 0) > 0) {
      const current = (await xero.get(`/api.xro/2.0/Invoices/${made.invoice_id}`)) as InvoiceAnswer;
      if (current?.Invoices?.[0]?.SentToContact === true) return { result: made };
    }
    // Each try of the e-mail has its own key: a refusal Xero remembered under one key would
    // otherwise answer every Retry after staff mend the contact.
    const emailTry = (made.email_tries ?? 0) + 1;
    made = { ...made, email_tries: emailTry };
    await progress.report(made);
    await xero.post(`/api.xro/2.0/Invoices/${made.invoice_id}/Email`, {}, `${key}-email-${emailTry}`);
    return { result: made };
  });
}
