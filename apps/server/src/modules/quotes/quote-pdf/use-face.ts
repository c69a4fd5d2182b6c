import { type FaceName, face } from './pdf-fonts.ts';
import { shareWordLayouts } from './shared-word-layouts.ts';

type Pdf = PDFKit.PDFDocument;

/**
 * Noto Sans's glyph composition (ccmp) splits some precomposed Vietnamese letters into a base
 * letter and a mark ('ụ' into 'u' and a dot below). pdfkit maps each glyph to the text of its
 * first use, so the PDF would read back 'phuc' for 'phục'. Without ccmp the font draws its own
 * precomposed glyph, and text typed decomposed still gets its marks placed by the mark feature.
 * This tells the text that needs ccmp off.
 */
const VIETNAMESE_OR_MARKS = /[\u0300-\u036f\u1ea0-\u1ef9\u01a0\u01a1\u01af\u01b0]/;
export const needsPrecomposed = (text: string): boolean => VIETNAMESE_OR_MARKS.test(text);

// The faces each document has registered. A face is registered when first used, so a document in
// Latin script never loads the fallbacks (the Korean face alone is 6 MB to read and parse).
const registered = new WeakMap<Pdf, Set<FaceName>>();

/**
 * Selects a face and size for the next text, with the face's word shapes shared across documents.
 * pdfkit embeds only the glyphs a document uses.
 */
export function useFace(doc: Pdf, name: FaceName, size: number): Pdf {
  let faces = registered.get(doc);
  if (!faces) {
    faces = new Set();
    registered.set(doc, faces);
  }
  if (!faces.has(name)) {
    // pdfkit takes a parsed fontkit font as it takes a file (PDFFontFactory.open).
    doc.registerFont(name, face(name) as unknown as string);
    faces.add(name);
  }
  doc.font(name).fontSize(size);
  shareWordLayouts(doc, name);
  return doc;
}
