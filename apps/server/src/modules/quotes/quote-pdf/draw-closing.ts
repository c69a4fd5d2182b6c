import { formatMoney } from '@portal/domain/money';
import type { QuoteDocument } from '@portal/domain/quote-document';
import { artifact, BAND, bottomLimit, CONTENT_WIDTH, INK, MUTED, PAGE } from './pdf-layout.ts';
import { heightOf, write } from './pdf-text.ts';

type Pdf = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const roomFor = (doc: Pdf, height: number) => {
  if (doc.y + height > bottomLimit()) doc.addPage();
};

/** The Order Summary, kept on one page, totals in bold. */
export function drawSummary(doc: Pdf, quote: QuoteDocument, body: Struct): void {
  const rowHeight = 16;
  roomFor(doc, 36 + rowHeight * quote.summary.length);
  const width = 240;
  const x = PAGE.width - PAGE.margin - width;
  doc.y += 8;
  const titleY = doc.y;
  body.add(
    doc.struct('H2', {}, () =>
      write(doc.fillColor(INK), 'Order Summary', x, titleY, { weight: 'bold', size: 12, width }),
    ),
  );
  doc.y += 4;
  const table = doc.struct('Table');
  body.add(table);
  for (const entry of quote.summary) {
    const strong = entry.key === 'total' || entry.key === 'totalExGst';
    const weight = strong ? 'bold' : 'regular';
    const y = doc.y;
    if (entry.key === 'total') artifact(doc, () => doc.rect(x, y - 2, width, rowHeight).fill(BAND));
    const row = doc.struct('TR');
    table.add(row);
    row.add(
      doc.struct('TH', {}, () =>
        write(doc.fillColor(INK), entry.label, x + 4, y + 1, { weight, size: 10, width: width / 2 }),
      ),
    );
    row.add(
      doc.struct('TD', {}, () =>
        write(doc.fillColor(INK), formatMoney(entry.amount), x + width / 2, y + 1, {
          weight,
          size: 10,
          width: width / 2 - 4,
          align: 'right',
        }),
      ),
    );
    row.end();
    doc.y = y + rowHeight;
  }
  table.end();
  const noteY = doc.y + 2;
  body.add(
    doc.struct('P', {}, () =>
      write(doc.fillColor(MUTED), 'All prices in AUD. GST is 10%.', x, noteY, { size: 8.5, width }),
    ),
  );
}

/** A heading and its paragraphs, kept together when they fit on a page. */
export function drawBlock(doc: Pdf, body: Struct, title: string, paragraphs: string[]): void {
  const size = 9.5;
  const height =
    paragraphs.reduce((sum, text) => sum + heightOf(doc, text, { size, width: CONTENT_WIDTH }) + 4, 0) + 30;
  roomFor(doc, Math.min(height, 200));
  doc.y += 14;
  const titleY = doc.y;
  body.add(
    doc.struct('H2', {}, () =>
      write(doc.fillColor(INK), title, PAGE.margin, titleY, { weight: 'bold', size: 12 }),
    ),
  );
  doc.y += 2;
  for (const text of paragraphs) {
    roomFor(doc, 14);
    const y = doc.y;
    body.add(
      doc.struct('P', {}, () =>
        write(doc.fillColor(INK), text, PAGE.margin, y, { size, width: CONTENT_WIDTH }),
      ),
    );
    doc.y += 4;
  }
}

export function drawNextSteps(doc: Pdf, quote: QuoteDocument, body: Struct): void {
  drawBlock(doc, body, 'Next Steps', [quote.nextSteps]);
}

/**
 * How to pay and the terms of trade, last, when the business has set them: the payment terms,
 * the account to pay into, and the terms with the version in force, which the customer accepts
 * with the quote.
 */
export function drawPaymentAndTerms(doc: Pdf, quote: QuoteDocument, body: Struct): void {
  const { paymentTerms, remittance, termsOfTrade, legalName, tradingName } = quote.business;
  const payment = [
    paymentTerms,
    remittance
      ? [
          `Account name: ${remittance.accountName}`,
          `BSB: ${remittance.bsb}`,
          `Account number: ${remittance.accountNumber}`,
          `Reference: ${quote.number}`,
        ].join(' · ')
      : '',
  ].filter((text) => text.trim());
  if (payment.length) drawBlock(doc, body, 'Payment', payment);
  if (termsOfTrade?.text.trim()) {
    const paragraphs = termsOfTrade.text
      .split(/\n\s*\n/)
      .map((text) => text.trim())
      .filter(Boolean);
    drawBlock(doc, body, `Terms of trade (version ${termsOfTrade.version})`, [
      ...paragraphs,
      `These terms of ${legalName || tradingName} apply to this ${quote.kind.toLowerCase()}.`,
    ]);
  }
}

/** The footer of every page: the legal name and ABN, the quote and the page count. */
export function drawFooters(doc: Pdf, quote: QuoteDocument): void {
  const { legalName, tradingName, abn } = quote.business;
  const legal = [legalName || tradingName, abn ? `ABN ${abn}` : ''].filter(Boolean).join(' · ');
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = PAGE.height - PAGE.margin - 12;
    // Writing inside the bottom margin would make pdfkit add a page; lift the margin while drawing.
    doc.page.margins.bottom = 0;
    artifact(
      doc,
      () => {
        doc.fillColor(MUTED);
        write(doc, `${legal} · ${quote.number} - R${quote.revision}`, PAGE.margin, y, {
          size: 8,
          width: CONTENT_WIDTH - 80,
          lineBreak: false,
        });
        write(doc, `Page ${i + 1} of ${range.count}`, PAGE.width - PAGE.margin - 80, y, {
          size: 8,
          width: 80,
          align: 'right',
          lineBreak: false,
        });
      },
      'Pagination',
    );
  }
}
