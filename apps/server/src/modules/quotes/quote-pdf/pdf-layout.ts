type Pdf = PDFKit.PDFDocument;

/** A4 in points, with room at the foot for the footer line. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42, footer: 36 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Item, Qty, Unit price, Amount: the item column takes what the figures leave. */
export const COLUMNS = [
  { title: 'Item', width: CONTENT_WIDTH - 220, align: 'left' },
  { title: 'Qty', width: 50, align: 'right' },
  { title: 'Unit price', width: 80, align: 'right' },
  { title: 'Amount', width: 90, align: 'right' },
] as const;
export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const RULE = '#c8c8c8';
export const BAND = '#eef1f4';

export const bottomLimit = (): number => PAGE.height - PAGE.margin - PAGE.footer;

/**
 * Draws what is only layout (rules, bands, page furniture) as an artifact, so a screen reader
 * of the tagged PDF skips it.
 */
export function artifact(doc: Pdf, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/** A horizontal rule across the content width at y. */
export function rule(doc: Pdf, y: number, width = 0.5): void {
  artifact(doc, () => {
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(width)
      .strokeColor(RULE)
      .stroke();
  });
}
