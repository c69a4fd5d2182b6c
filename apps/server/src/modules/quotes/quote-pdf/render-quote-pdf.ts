import { BUSINESS } from '@portal/domain/business';
import { formatMoney } from '@portal/domain/money';
import type { DocumentLine, QuoteDocument } from '@portal/domain/quote-document';
import PDFDocument from 'pdfkit';

type Pdf = PDFKit.PDFDocument;

/** A4 in points, with room at the foot for the footer line. */
const PAGE = { width: 595.28, height: 841.89, margin: 42, footer: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Item, Qty, Unit price, Amount: the item column takes what the figures leave. */
const COLUMNS = [
  { title: 'Item', width: CONTENT_WIDTH - 220, align: 'left' },
  { title: 'Qty', width: 50, align: 'right' },
  { title: 'Unit price', width: 80, align: 'right' },
  { title: 'Amount', width: 90, align: 'right' },
] as const;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#c8c8c8';
const BAND = '#eef1f4';

const bottomLimit = () => PAGE.height - PAGE.margin - PAGE.footer;

/** The supplier's letterhead, on the first page only. */
function drawHeader(doc: Pdf, quote: QuoteDocument): void {
  const top = PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(BUSINESS.tradingName, PAGE.margin, top);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of [
    `${BUSINESS.address.street}, ${BUSINESS.address.locality}`,
    `${BUSINESS.phone} · ${BUSINESS.email} · ${BUSINESS.websiteLabel}`,
  ])
    doc.text(line, PAGE.margin, doc.y);
  const titleWidth = 200;
  const titleX = PAGE.width - PAGE.margin - titleWidth;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(`${quote.kind.toUpperCase()} ${quote.number}`, titleX, top, { width: titleWidth, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Revision ${quote.revision}`, titleX, doc.y, { width: titleWidth, align: 'right' });
  doc.y = Math.max(doc.y, top + 56);
  doc
    .moveTo(PAGE.margin, doc.y + 6)
    .lineTo(PAGE.width - PAGE.margin, doc.y + 6)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  doc.y += 16;
}

/** Who it is for on the left; the quote's label, dates and status on the right. */
function drawParties(doc: Pdf, quote: QuoteDocument): void {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const block = (x: number, rows: [string, string][]) => {
    doc.y = top;
    for (const [label, value] of rows) {
      if (!value) continue;
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor(MUTED)
        .text(label, x, doc.y, { width: 80, continued: false });
      doc.moveUp();
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(value, x + 80, doc.y, { width: half - 80 });
    }
    return doc.y;
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

/** The table's column titles: on the first page of the table and on every page it runs onto. */
function drawTableHead(doc: Pdf): void {
  const y = doc.y;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill(BAND);
  let x = PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
  for (const column of COLUMNS) {
    doc.text(column.title, x + 4, y + 5, { width: column.width - 8, align: column.align });
    x += column.width;
  }
  doc.y = y + 22;
}

const money = (cents: number | null) => (cents === null ? '' : formatMoney(cents));

function lineHeight(doc: Pdf, line: DocumentLine): number {
  const width = COLUMNS[0].width - 8;
  doc.font('Helvetica').fontSize(10);
  let height = doc.heightOfString(line.description, { width });
  doc.fontSize(8.5);
  for (const detail of line.details) height += doc.heightOfString(detail, { width });
  return height + 6;
}

/** A new page when the next block does not fit, with the table head drawn again. */
function ensureRoom(doc: Pdf, height: number, withHead: boolean): void {
  if (doc.y + height <= bottomLimit()) return;
  doc.addPage();
  if (withHead) drawTableHead(doc);
}

function drawLine(doc: Pdf, line: DocumentLine): void {
  ensureRoom(doc, lineHeight(doc, line), true);
  const y = doc.y;
  const [item, qty, unit, amount] = COLUMNS;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(line.description, PAGE.margin + 4, y, { width: item.width - 8 });
  doc.fontSize(8.5).fillColor(MUTED);
  for (const detail of line.details) doc.text(detail, PAGE.margin + 4, doc.y, { width: item.width - 8 });
  const end = doc.y;
  let x = PAGE.margin + item.width;
  doc.fontSize(10).fillColor(INK);
  for (const [column, value] of [
    [qty, line.qty === null ? '' : String(line.qty)],
    [unit, money(line.unitPrice)],
    [amount, money(line.amount)],
  ] as const) {
    doc.text(value, x + 4, y, { width: column.width - 8, align: 'right' });
    x += column.width;
  }
  doc.y = end + 3;
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.width - PAGE.margin, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += 3;
}

function drawSections(doc: Pdf, quote: QuoteDocument): void {
  if (quote.sections.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text('This quote has no items yet.', PAGE.margin, doc.y);
    doc.moveDown();
    return;
  }
  drawTableHead(doc);
  for (const section of quote.sections) {
    ensureRoom(doc, 40, true);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(section.title, PAGE.margin + 4, doc.y + 4, { width: CONTENT_WIDTH - 8 });
    doc.y += 4;
    for (const line of section.lines) drawLine(doc, line);
    ensureRoom(doc, 18, true);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(`${section.title} subtotal  ${formatMoney(section.subtotal)}`, PAGE.margin, doc.y + 2, {
        width: CONTENT_WIDTH - 4,
        align: 'right',
      });
    doc.y += 8;
  }
}

/** The Order Summary, kept on one page, totals in bold. */
function drawSummary(doc: Pdf, quote: QuoteDocument): void {
  const rowHeight = 16;
  ensureRoom(doc, 28 + rowHeight * quote.summary.length, false);
  const width = 240;
  const x = PAGE.width - PAGE.margin - width;
  doc.y += 8;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Order Summary', x, doc.y, { width });
  doc.y += 4;
  for (const entry of quote.summary) {
    const strong = entry.key === 'total' || entry.key === 'totalExGst';
    const y = doc.y;
    if (entry.key === 'total') doc.rect(x, y - 2, width, rowHeight).fill(BAND);
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK);
    doc.text(entry.label, x + 4, y + 1, { width: width / 2 });
    doc.text(formatMoney(entry.amount), x + width / 2, y + 1, { width: width / 2 - 4, align: 'right' });
    doc.y = y + rowHeight;
  }
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('All prices in AUD. GST is 10%.', x, doc.y + 2, { width });
}

function drawNextSteps(doc: Pdf, quote: QuoteDocument): void {
  doc.font('Helvetica').fontSize(10);
  const height = doc.heightOfString(quote.nextSteps, { width: CONTENT_WIDTH }) + 30;
  ensureRoom(doc, height, false);
  doc.y += 14;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Next Steps', PAGE.margin, doc.y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(quote.nextSteps, PAGE.margin, doc.y + 2, {
      width: CONTENT_WIDTH,
    });
}

/** The footer of every page: the legal name, the quote and the page count. */
function drawFooters(doc: Pdf, quote: QuoteDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = PAGE.height - PAGE.margin - 12;
    // Writing inside the bottom margin would make pdfkit add a page; lift the margin while drawing.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${BUSINESS.legalLine} · ${quote.number} - R${quote.revision}`, PAGE.margin, y, {
        width: CONTENT_WIDTH - 80,
        lineBreak: false,
      })
      .text(`Page ${i + 1} of ${range.count}`, PAGE.width - PAGE.margin - 80, y, {
        width: 80,
        align: 'right',
        lineBreak: false,
      });
  }
}

/**
 * The quote PDF (issue 12 item 2), drawn by hand with pdfkit: letterhead, parties, one table of
 * every section whose column titles repeat on each page it runs onto, the Order Summary with GST,
 * Next Steps and a footer on every page. Only the document is drawn, and the document holds only
 * what the customer is shown.
 */
export function renderQuotePdf(quote: QuoteDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin },
      bufferPages: true,
      info: {
        Title: `${quote.kind} ${quote.number} ${quote.label} - R${quote.revision}`.replace(/\s+/g, ' '),
        Author: BUSINESS.tradingName,
        Subject: `${quote.kind} for ${quote.company}`,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    drawHeader(doc, quote);
    drawParties(doc, quote);
    drawSections(doc, quote);
    drawSummary(doc, quote);
    drawNextSteps(doc, quote);
    drawFooters(doc, quote);
    doc.end();
  });
}
