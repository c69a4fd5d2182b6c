import type { QuoteDocument } from '@portal/domain/quote-document';
import PDFDocument from 'pdfkit';
import type { PdfRecord } from '../../../lib/pdf-rendering.ts';
import { drawBlock, drawFooters, drawNextSteps, drawPaymentAndTerms, drawSummary } from './draw-closing.ts';
import { drawItems, type Thumbnails } from './draw-items.ts';
import { drawLetterhead, drawParties } from './draw-letterhead.ts';
import { PAGE } from './pdf-layout.ts';

/**
 * The pictures a quote PDF draws, made on the server from stored files: the logo and artwork
 * thumbnails; and a record to draw above the lines (an acceptance certificate's).
 */
export type PdfImages = { logo?: Buffer; thumbnails: Thumbnails; record?: PdfRecord };

/**
 * The quote PDF, drawn by hand with pdfkit: the business's letterhead, the
 * parties, one table of every section whose column titles repeat on each page it runs onto,
 * the Order Summary with GST, Next Steps, payment details and terms of trade, and a footer on
 * every page. Text is in embedded, subset Noto Sans with Noto Sans SC for what it lacks, so
 * any name prints as typed; the PDF is tagged for screen readers. Only the document is drawn,
 * and the document holds only what the customer is shown.
 */
export function renderQuotePdf(
  quote: QuoteDocument,
  images: PdfImages = { thumbnails: new Map() },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin },
      bufferPages: true,
      tagged: true,
      lang: 'en-AU',
      displayTitle: true,
      pdfVersion: '1.7',
      info: {
        Title: `${quote.kind} ${quote.number} ${quote.label} - R${quote.revision}`.replace(/\s+/g, ' '),
        Author: quote.business.tradingName,
        Subject: `${quote.kind} for ${quote.company}`,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const body = doc.struct('Document');
    doc.addStructure(body);
    drawLetterhead(doc, quote, images.logo, body);
    drawParties(doc, quote, body);
    if (images.record)
      drawBlock(
        doc,
        body,
        images.record.title,
        images.record.rows.map((row) => `${row.label}: ${row.value}`),
      );
    drawItems(doc, quote, images.thumbnails, body);
    drawSummary(doc, quote, body);
    drawNextSteps(doc, quote, body);
    drawPaymentAndTerms(doc, quote, body);
    body.end();
    drawFooters(doc, quote);
    doc.end();
  });
}
