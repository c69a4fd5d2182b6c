import type { QuoteDocument } from '@portal/domain/quote-document';
import { CONTENT_WIDTH, INK, MUTED, PAGE, rule } from './pdf-layout.ts';
import { heightOf, write } from './pdf-text.ts';

type Pdf = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const LOGO = { width: 120, height: 48 };

/**
 * The supplier's letterhead on the first page: its logo when it has one, its name and how to
 * reach it on the left; the quote's number and revision on the right.
 */
export function drawLetterhead(doc: Pdf, quote: QuoteDocument, logo: Buffer | undefined, body: Struct): void {
  const { business } = quote;
  const top = PAGE.margin;
  const titleWidth = 200;
  const leftWidth = CONTENT_WIDTH - titleWidth - 10;
  doc.y = top;
  if (logo) {
    body.add(
      doc.struct('Figure', { alt: `${business.tradingName} logo` }, () => {
        doc.image(logo, PAGE.margin, top, { fit: [LOGO.width, LOGO.height] });
      }),
    );
    doc.y = top + LOGO.height + 6;
  }
  const nameY = doc.y;
  body.add(
    doc.struct('P', {}, () => {
      write(doc, business.tradingName, PAGE.margin, nameY, { weight: 'bold', size: 16, width: leftWidth });
    }),
  );
  const contact = [
    business.address.filter(Boolean).join(', '),
    [business.phone, business.email, business.website].filter(Boolean).join(' · '),
  ].filter(Boolean);
  for (const line of contact) {
    const y = doc.y;
    body.add(
      doc.struct('P', {}, () => {
        doc.fillColor(MUTED);
        write(doc, line, PAGE.margin, y, { size: 9, width: leftWidth });
      }),
    );
  }
  const leftEnd = doc.y;
  const titleX = PAGE.width - PAGE.margin - titleWidth;
  body.add(
    doc.struct('H1', {}, () => {
      doc.fillColor(INK);
      write(doc, `${quote.kind.toUpperCase()} ${quote.number}`, titleX, top, {
        weight: 'bold',
        size: 20,
        width: titleWidth,
        align: 'right',
      });
      doc.fillColor(MUTED);
      write(doc, `Revision ${quote.revision}`, titleX, doc.y, {
        size: 10,
        width: titleWidth,
        align: 'right',
      });
    }),
  );
  doc.y = Math.max(doc.y, leftEnd, top + 56);
  rule(doc, doc.y + 6, 1);
  doc.y += 16;
  doc.fillColor(INK);
}

const LABEL_WIDTH = 80;

/** Who it is for on the left; the quote's label, dates and status on the right. */
export function drawParties(doc: Pdf, quote: QuoteDocument, body: Struct): void {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const block = (x: number, rows: [string, string][]) => {
    let y = top;
    for (const [label, value] of rows) {
      if (!value) continue;
      const rowY = y;
      body.add(
        doc.struct('P', {}, () => {
          doc.fillColor(MUTED);
          write(doc, label, x, rowY, { weight: 'bold', size: 9, width: LABEL_WIDTH });
          doc.fillColor(INK);
          write(doc, value, x + LABEL_WIDTH, rowY, { size: 10, width: half - LABEL_WIDTH });
        }),
      );
      y = rowY + Math.max(heightOf(doc, value, { size: 10, width: half - LABEL_WIDTH }), 12);
    }
    return y;
  };
  const left = block(PAGE.margin, [
    ['Client', quote.company],
    ['Contact', quote.contact],
    ['Email', quote.contactEmail],
    ['Phone', quote.contactPhone],
  ]);
  const right = block(PAGE.margin + half + 20, [
    ['Quote', quote.label],
    ['Description', quote.description],
    ['Date', quote.date],
    ['Valid until', quote.validTo],
    ['Status', quote.status],
  ]);
  doc.y = Math.max(left, right) + 14;
}
