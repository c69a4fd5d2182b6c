import { type BidiLine, bidiLines } from './bidi-lines.ts';
import { type FaceName, face, textRuns, type Weight } from './pdf-fonts.ts';
import { needsPrecomposed, useFace } from './use-face.ts';

type Pdf = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;
type WriteOptions = TextOptions & { weight?: Weight; size: number };

/**
 * Features for a run drawn on a bidirectional line. Always an object, so pdfkit hands fontkit the
 * whole run at once (its word cache would lay out each word alone, in the wrong order for a phrase
 * read right to left), and a new one each time (fontkit writes the features it applied into it).
 * Vazirmatn's optional ligatures (the one for 'الله') are left out: each of its glyphs then stands
 * for one letter, except the lam-alef every Arabic font joins.
 */
function featuresOf(name: FaceName, text: string): TextOptions['features'] {
  const features: Record<string, boolean> = {};
  if (name === 'arabic' || name === 'arabicBold') features.liga = false;
  if (needsPrecomposed(text)) features.ccmp = false;
  return features as unknown as TextOptions['features'];
}

/** A face's vertical metrics at a size, as pdfkit works them out for a line of it. */
function metricsOf(name: FaceName, size: number): { ascent: number; lineHeight: number } {
  const font = face(name);
  const scale = size / font.unitsPerEm;
  return { ascent: font.ascent * scale, lineHeight: (font.ascent - font.descent + font.lineGap) * scale };
}

/** The line height and baseline of text with right-to-left script: those of its tallest face. */
function lineMetricsOf(text: string, weight: Weight, size: number): { ascent: number; lineHeight: number } {
  const faces = new Set(textRuns(text, weight).map((run) => run.face));
  const metrics = [...faces].map((name) => metricsOf(name, size));
  return {
    ascent: Math.max(...metrics.map((m) => m.ascent)),
    lineHeight: Math.max(...metrics.map((m) => m.lineHeight)),
  };
}

function linesOf(
  doc: Pdf,
  text: string,
  width: number,
  options: WriteOptions,
  maxLines?: number,
): BidiLine[] {
  const { weight = 'regular', size } = options;
  const ellipsis = options.ellipsis === true ? '…' : options.ellipsis || undefined;
  return bidiLines(text, {
    weight,
    width,
    maxLines,
    ellipsis,
    measure: (name, run) => useFace(doc, name, size).widthOfString(run, { features: featuresOf(name, run) }),
  });
}

/** The width pdfkit gives text from x when none is given: to the right margin. */
const widthFrom = (doc: Pdf, x: number, options: WriteOptions): number =>
  options.width ?? doc.page.width - x - doc.page.margins.right;

/**
 * Writes text with right-to-left script in it: wrapped, each line in visual order, each run drawn
 * in its face at its place. Runs are drawn in the order they were typed, so the tagged PDF reads in
 * that order. Leaves the position where pdfkit leaves it after text: the next line down, at x.
 */
export function writeBidirectional(
  doc: Pdf,
  text: string,
  x: number | undefined,
  y: number | undefined,
  options: WriteOptions,
): Pdf {
  const { weight = 'regular', size, align = 'left', height } = options;
  const left = x ?? doc.x;
  const top = y ?? doc.y;
  const width = widthFrom(doc, left, options);
  const { ascent, lineHeight } = lineMetricsOf(text, weight, size);
  const fit = height === undefined ? undefined : Math.max(1, Math.floor(height / lineHeight + 1e-9));
  const lines = linesOf(doc, text, width, options, fit);
  lines.forEach((line, index) => {
    const slack = width - line.width;
    const start = left + (align === 'right' ? slack : align === 'center' ? slack / 2 : 0);
    const baseline = top + index * lineHeight + ascent;
    for (const piece of [...line.pieces].sort((a, b) => a.start - b.start)) {
      useFace(doc, piece.face, size).text(piece.text, start + piece.x, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        features: featuresOf(piece.face, piece.text),
      });
    }
  });
  doc.x = left;
  doc.y = top + lines.length * lineHeight;
  return doc;
}

/** The height text with right-to-left script in it takes when written to a width. */
export function bidirectionalHeight(doc: Pdf, text: string, options: WriteOptions): number {
  const { weight = 'regular', size } = options;
  const width = widthFrom(doc, doc.x, options);
  return linesOf(doc, text, width, options).length * lineMetricsOf(text, weight, size).lineHeight;
}
