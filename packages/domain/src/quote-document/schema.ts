import { z } from 'zod';
import { summaryEntrySchema } from '../pricing/priced-schema.ts';

/**
 * The quote PDF's content: everything the renderer draws, already worded and priced. It is built
 * only from what the customer is shown (build-quote-document.ts), and its objects are strict, so
 * a cost, margin or staff note cannot ride along to the PDF even by a later mistake: a key it
 * does not name makes the parse fail. Amounts are integer cents.
 */
export const documentLineSchema = z.strictObject({
  description: z.string(),
  /** Smaller lines under the description: colour and size, position, artwork. */
  details: z.array(z.string()),
  qty: z.number().nullable(),
  unitPrice: z.number().nullable(),
  amount: z.number(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const documentSectionSchema = z.strictObject({
  title: z.string(),
  lines: z.array(documentLineSchema),
  /** The section's charged amount, ex GST. */
  subtotal: z.number(),
});
export type DocumentSection = z.infer<typeof documentSectionSchema>;

export const quoteDocumentSchema = z.strictObject({
  /** 'Quote', or 'Order' once the quote has an order status. */
  kind: z.enum(['Quote', 'Order']),
  /** Q{id}: the number customers quote back. */
  number: z.string(),
  label: z.string(),
  revision: z.number().int(),
  status: z.string(),
  /** DD/MM/YYYY, as every date the portal shows. */
  date: z.string(),
  validTo: z.string(),
  company: z.string(),
  contact: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  /** The client's own description of the quote (client_label). */
  description: z.string(),
  sections: z.array(documentSectionSchema),
  summary: z.array(summaryEntrySchema),
  nextSteps: z.string(),
});
export type QuoteDocument = z.infer<typeof quoteDocumentSchema>;

/** The file name a quote's PDF is saved under: named by the quote id (quote spec 2), as Q{id}. */
export const quotePdfName = (id: number): string => `Q${id}.pdf`;

/** The path of a quote's PDF under /api. */
export const quotePdfPath = (id: number): string => `/quotes/quotepdf1/${id}`;
