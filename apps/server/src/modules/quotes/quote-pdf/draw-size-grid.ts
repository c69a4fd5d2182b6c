import type { SizeGrid } from '@portal/domain/quote-document';
import { BAND, INK, MUTED } from './pdf-layout.ts';
import { write } from './pdf-text.ts';

type Pdf = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const COLOUR_WIDTH = 70;
const SIZE_WIDTH = 28;
const ROW = 10;
const SIZE = 7.5;

/** The grid cut into as many size columns as fit the width: a 12-size chart runs on two bands. */
const chunksOf = (grid: SizeGrid, width: number): number[][] => {
  const perChunk = Math.max(1, Math.floor((width - COLOUR_WIDTH) / SIZE_WIDTH));
  const chunks: number[][] = [];
  for (let start = 0; start < grid.sizes.length; start += perChunk)
    chunks.push(grid.sizes.slice(start, start + perChunk).map((_, i) => start + i));
  return chunks;
};

/** The height the grid takes at a width. */
export const sizeGridHeight = (grid: SizeGrid, width: number): number =>
  chunksOf(grid, width).length * (ROW * (grid.rows.length + 1) + 3) + 4;

/**
 * A product's quantities as a small table: colours down, sizes across, an empty cell where a
 * colour was not ordered in a size. Tagged as a table with header cells, so a screen reader
 * reads 'Navy, M, 10'.
 */
export function drawSizeGrid(
  doc: Pdf,
  grid: SizeGrid,
  x: number,
  y: number,
  width: number,
  cell: Struct,
): number {
  let top = y + 2;
  for (const chunk of chunksOf(grid, width)) {
    const table = doc.struct('Table');
    cell.add(table);
    const head = doc.struct('TR');
    table.add(head);
    const headY = top;
    head.add(
      doc.struct('TH', {}, () => {
        doc.rect(x, headY, COLOUR_WIDTH + SIZE_WIDTH * chunk.length, ROW).fill(BAND);
        doc.fillColor(MUTED);
        write(doc, 'Colour', x + 2, headY + 1.5, { size: SIZE, width: COLOUR_WIDTH - 4, lineBreak: false });
      }),
    );
    chunk.forEach((sizeIndex, column) => {
      head.add(
        doc.struct('TH', {}, () => {
          write(doc, grid.sizes[sizeIndex] ?? '', x + COLOUR_WIDTH + column * SIZE_WIDTH, headY + 1.5, {
            size: SIZE,
            width: SIZE_WIDTH - 2,
            align: 'right',
            lineBreak: false,
          });
        }),
      );
    });
    head.end();
    top += ROW;
    for (const row of grid.rows) {
      const tr = doc.struct('TR');
      table.add(tr);
      const rowY = top;
      tr.add(
        doc.struct('TH', {}, () => {
          doc.fillColor(INK);
          write(doc, row.colour, x + 2, rowY + 1.5, {
            size: SIZE,
            width: COLOUR_WIDTH - 4,
            height: ROW,
            ellipsis: true,
            lineBreak: false,
          });
        }),
      );
      chunk.forEach((sizeIndex, column) => {
        const qty = row.quantities[sizeIndex];
        tr.add(
          doc.struct('TD', {}, () => {
            write(
              doc,
              qty === null || qty === undefined ? '' : String(qty),
              x + COLOUR_WIDTH + column * SIZE_WIDTH,
              rowY + 1.5,
              {
                size: SIZE,
                width: SIZE_WIDTH - 2,
                align: 'right',
                lineBreak: false,
              },
            );
          }),
        );
      });
      tr.end();
      top += ROW;
    }
    table.end();
    top += 3;
  }
  return top + 2;
}
