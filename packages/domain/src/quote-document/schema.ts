import { z } from 'zod';
import { summaryEntrySchema } from '../pricing/priced-schema.ts';

/**
 * The quote PDF's content: everything the renderer draws, already worded and priced. It is built
 * only from what the customer is shown (build-quote-document.ts), and its objects are strict, so
 * a cost, margin or staff note cannot ride along to the PDF even by a later mistake: a key it
 * does not name makes the parse fail. Amounts are integer cents.
 */
/**
 * A product's quantities by colour (rows) and size (columns), as the customer entered them; a
 * null cell is a colour not ordered in that size.
 */
export const sizeGridSchema = z.strictObject({
  sizes: z.array(z.string()),
  rows: z.array(z.strictObject({ colour: z.string(), quantities: z.array(z.number().nullable()) })),
});
export type SizeGrid = z.infer<typeof sizeGridSchema>;

/** A decoration's artwork: the stored file the server reads to draw its thumbnail. */
export const documentArtworkSchema = z.strictObject({
  fileId: z.number().int().positive(),
  name: z.string(),
});
export type DocumentArtwork = z.infer<typeof documentArtworkSchema>;

export const documentLineSchema = z.strictObject({
  description: z.string(),
  /** Smaller lines under the description: position, process, artwork name, notes. */
  details: z.array(z.string()),
  /** A product's colour × size quantities; the line's qty is their sum. */
  grid: sizeGridSchema.optional(),
  artwork: documentArtworkSchema.optional(),
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

/**
 * Who sends the quote, as the PDF prints it: filled on the server by one function
 * (business-for-pdf.ts). Empty strings and nulls are details not set, which the PDF leaves out.
 */
export const documentBusinessSchema = z.strictObject({
  tradingName: z.string(),
  legalName: z.string(),
  abn: z.string(),
  /** The postal address, one printed line each. */
  address: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  /** The logo as a stored file, drawn at the top of the first page. */
  logoFileId: z.number().int().positive().nullable(),
  paymentTerms: z.string(),
  /** The 'Next Steps' words staff keep in the settings (quote spec 2): the PDF's closing words. */
  nextSteps: z.string(),
  remittance: z
    .strictObject({ accountName: z.string(), bsb: z.string(), accountNumber: z.string() })
    .nullable(),
  /** Plain text, paragraphs split by blank lines, and the version in force. */
  termsOfTrade: z.strictObject({ text: z.string(), version: z.string() }).nullable(),
});
export type DocumentBusiness = z.infer<typeof documentBusinessSchema>;

export const quoteDocumentSchema = z.strictObject({
  business: documentBusinessSchema,
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

/**
 * The file name a quote's PDF is saved under: the quote id customers quote back and the revision
 * drawn, so two revisions saved side by side do not overwrite each other.
 */
export const quotePdfName = (id: number, revision: number): string => `Q${id}-R${revision}.pdf`;

/** The path of a quote's PDF under /api. */
export const quotePdfPath = (id: number): string => `/quotes/quotepdf1/${id}`;
