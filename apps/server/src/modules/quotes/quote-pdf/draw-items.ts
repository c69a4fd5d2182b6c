import { formatMoney } from '@portal/domain/money';
import type { DocumentLine, QuoteDocument } from '@portal/domain/quote-document';
import { drawSizeGrid, sizeGridHeight } from './draw-size-grid.ts';
import { artifact, BAND, bottomLimit, COLUMNS, CONTENT_WIDTH, INK, MUTED, PAGE, rule } from './pdf-layout.ts';
import { heightOf, write } from './pdf-text.ts';

type Pdf = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** Artwork thumbnails by stored file id, drawn from the file on the server. */
export type Thumbnails = ReadonlyMap<number, Buffer>;

const THUMB = 40;

/**
 * Each artwork file opened once per document: pdfkit embeds an image each time it is given
 * bytes, so 200 decorations with the same logo would otherwise carry 200 copies of it.
 */
type OpenedImage = { width: number; height: number };
// pdfkit's openImage is public (doc.image takes what it gives) but not in @types/pdfkit.
type WithOpenImage = Pdf & { openImage: (bytes: Buffer) => OpenedImage };
const opened = new WeakMap<Pdf, Map<number, OpenedImage>>();
function imageOf(doc: Pdf, fileId: number, bytes: Buffer) {
  let images = opened.get(doc);
  if (!images) {
    images = new Map();
    opened.set(doc, images);
  }
  let image = images.get(fileId);
  if (!image) {
    image = (doc as WithOpenImage).openImage(bytes);
    images.set(fileId, image);
  }
  return image;
}
const ITEM_TEXT = COLUMNS[0].width - 8;

/** The table's column titles: as the table's header row, then as page furniture on each page it runs onto. */
function drawTableHead(doc: Pdf, table: Struct | null): void {
  const y = doc.y;
  const draw = (tagged: boolean) => {
    artifact(doc, () => doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill(BAND));
    let x = PAGE.margin;
    const head = tagged && table ? doc.struct('TR') : null;
    if (head && table) table.add(head);
    for (const column of COLUMNS) {
      const at = x;
      const cell = () => {
        doc.fillColor(INK);
        write(doc, column.title, at + 4, y + 4, {
          weight: 'bold',
          size: 9,
          width: column.width - 8,
          align: column.align,
        });
      };
      if (head) head.add(doc.struct('TH', {}, cell));
      else artifact(doc, cell, 'Pagination');
      x += column.width;
    }
    head?.end();
  };
  draw(table !== null);
  doc.y = y + 22;
}

/** A new page when the next block does not fit, with the column titles drawn again. */
function ensureRoom(doc: Pdf, height: number): void {
  if (doc.y + height <= bottomLimit()) return;
  doc.addPage();
  drawTableHead(doc, null);
}

const money = (cents: number | null) => (cents === null ? '' : formatMoney(cents));

/** Where a line's text starts: beside its thumbnail when it has one. */
const textIndent = (line: DocumentLine, thumbnails: Thumbnails) =>
  line.artwork && thumbnails.has(line.artwork.fileId) ? THUMB + 6 : 0;

function lineHeight(doc: Pdf, line: DocumentLine, thumbnails: Thumbnails): number {
  const indent = textIndent(line, thumbnails);
  const width = ITEM_TEXT - indent;
  let height = heightOf(doc, line.description, { size: 10, width });
  for (const detail of line.details) height += heightOf(doc, detail, { size: 8.5, width });
  if (line.grid) height += sizeGridHeight(line.grid, width);
  return Math.max(height, indent ? THUMB : 0) + 6;
}

function drawLine(doc: Pdf, line: DocumentLine, thumbnails: Thumbnails, table: Struct): void {
  ensureRoom(doc, lineHeight(doc, line, thumbnails));
  const y = doc.y;
  const [item, qty, unit, amount] = COLUMNS;
  const indent = textIndent(line, thumbnails);
  const x = PAGE.margin + 4;
  const row = doc.struct('TR');
  table.add(row);
  const cell = doc.struct('TD');
  row.add(cell);
  const thumbnail = line.artwork ? thumbnails.get(line.artwork.fileId) : undefined;
  if (thumbnail && line.artwork) {
    const { fileId } = line.artwork;
    const alt = `Artwork ${line.artwork.name}`;
    cell.add(
      doc.struct('Figure', { alt }, () =>
        doc.image(imageOf(doc, fileId, thumbnail) as never, x, y + 1, {
          fit: [THUMB, THUMB],
          align: 'center',
        }),
      ),
    );
  }
  let end = y;
  cell.add(() => {
    doc.fillColor(INK);
    write(doc, line.description, x + indent, y, { size: 10, width: ITEM_TEXT - indent });
    doc.fillColor(MUTED);
    for (const detail of line.details)
      write(doc, detail, x + indent, doc.y, { size: 8.5, width: ITEM_TEXT - indent });
    end = doc.y;
  });
  if (line.grid) end = drawSizeGrid(doc, line.grid, x + indent, end, ITEM_TEXT - indent, cell);
  cell.end();
  end = Math.max(end, y + (indent ? THUMB + 2 : 0));
  let columnX = PAGE.margin + item.width;
  for (const [column, value] of [
    [qty, line.qty === null ? '' : String(line.qty)],
    [unit, money(line.unitPrice)],
    [amount, money(line.amount)],
  ] as const) {
    const at = columnX;
    row.add(
      doc.struct('TD', {}, () => {
        doc.fillColor(INK);
        write(doc, value, at + 4, y, { size: 10, width: column.width - 8, align: 'right' });
      }),
    );
    columnX += column.width;
  }
  row.end();
  doc.y = end + 3;
  rule(doc, doc.y);
  doc.y += 3;
}

/** One row spanning the table: a section's title or its subtotal. */
function spanningRow(doc: Pdf, table: Struct, draw: () => void): void {
  const row = doc.struct('TR');
  table.add(row);
  row.add(doc.struct('TD', {}, draw));
  row.end();
}

/**
 * Every section of the quote as one table whose column titles repeat on each page it runs onto:
 * the section's title, its lines (a product with its colour × size grid, a decoration with its
 * artwork's thumbnail), and its subtotal.
 */
export function drawItems(doc: Pdf, quote: QuoteDocument, thumbnails: Thumbnails, body: Struct): void {
  if (quote.sections.length === 0) {
    const y = doc.y;
    body.add(
      doc.struct('P', {}, () => {
        doc.fillColor(MUTED);
        write(doc, 'This quote has no items yet.', PAGE.margin, y, { size: 10 });
      }),
    );
    doc.moveDown();
    return;
  }
  const table = doc.struct('Table');
  body.add(table);
  drawTableHead(doc, table);
  for (const section of quote.sections) {
    ensureRoom(doc, 40);
    const titleY = doc.y + 4;
    spanningRow(doc, table, () => {
      doc.fillColor(INK);
      write(doc, section.title, PAGE.margin + 4, titleY, {
        weight: 'bold',
        size: 11,
        width: CONTENT_WIDTH - 8,
      });
    });
    doc.y += 4;
    for (const line of section.lines) drawLine(doc, line, thumbnails, table);
    ensureRoom(doc, 18);
    const subtotalY = doc.y + 2;
    spanningRow(doc, table, () => {
      doc.fillColor(INK);
      write(doc, `${section.title} subtotal  ${formatMoney(section.subtotal)}`, PAGE.margin, subtotalY, {
        weight: 'bold',
        size: 10,
        width: CONTENT_WIDTH - 4,
        align: 'right',
      });
    });
    doc.y += 8;
  }
  table.end();
}
