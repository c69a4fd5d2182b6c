import { type FaceName, face, measuringFaceOf, textRuns, type Weight } from './pdf-fonts.ts';
import { shareWordLayouts } from './shared-word-layouts.ts';

type Pdf = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * Noto Sans's glyph composition (ccmp) splits some precomposed Vietnamese letters into a base
 * letter and a mark ('ụ' into 'u' and a dot below). pdfkit maps each glyph to the text of its
 * first use, so the PDF would read back 'phuc' for 'phục'. Without ccmp the font draws its own
 * precomposed glyph, and text typed decomposed still gets its marks placed by the mark feature.
 */
const FEATURES = { ccmp: false } as unknown as TextOptions['features'];
/**
 * pdfkit caches a word's layout only when no features are given, and shaping is most of the
 * drawing time, so ccmp is turned off only for text with Vietnamese letters or combining marks.
 */
const NEEDS_PRECOMPOSED = /[\u0300-\u036f\u1ea0-\u1ef9\u01a0\u01a1\u01af\u01b0]/;
const featuresFor = (text: string) => (NEEDS_PRECOMPOSED.test(text) ? { features: FEATURES } : {});

// The faces each document has registered. A face is registered when first used, so a document in
// Latin script never loads the fallbacks (the Korean face alone is 6 MB to read and parse).
const registered = new WeakMap<Pdf, Set<FaceName>>();

/**
 * Selects a face and size for the next text, with the face's word shapes shared across documents.
 * pdfkit embeds only the glyphs a document uses.
 */
function useFace(doc: Pdf, name: FaceName, size: number): Pdf {
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

/**
 * Writes text as typed: each run in the face that has its glyphs, chained with pdfkit's
 * `continued` so the runs wrap as one paragraph. Text in one face (nearly all of it) is one call.
 */
export function write(
  doc: Pdf,
  text: string,
  x: number | undefined,
  y: number | undefined,
  options: TextOptions & { weight?: Weight; size: number },
): Pdf {
  const { weight = 'regular', size, ...given } = options;
  const rest = { ...given, ...featuresFor(text) };
  const runs = textRuns(text, weight);
  if (runs.length <= 1) return useFace(doc, runs[0]?.face ?? faceOf(weight), size).text(text, x, y, rest);
  runs.forEach((run, index) => {
    useFace(doc, run.face, size);
    const last = index === runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { ...rest, continued: !last });
    else doc.text(run.text, { ...rest, continued: !last });
  });
  return doc;
}

const faceOf = (weight: Weight): FaceName => (weight === 'bold' ? 'sansBold' : 'sans');

// A document's measured heights by face, size, options and text: a quote repeats the same
// lines ('Setup New Set Up', a position and process) hundreds of times, and wrapping one to
// measure it costs as much as drawing it.
const measured = new WeakMap<Pdf, Map<string, number>>();

/**
 * The height text takes when wrapped to a width. Text with a fallback script in it is measured in
 * that fallback face (whose Latin is as wide as Noto Sans's, and whose own glyphs are taller: a
 * full em for ideographs), so a row is never drawn shorter than its text.
 */
export function heightOf(
  doc: Pdf,
  text: string,
  options: TextOptions & { weight?: Weight; size: number },
): number {
  const { weight = 'regular', size, ...given } = options;
  const name = measuringFaceOf(text, weight);
  let heights = measured.get(doc);
  if (!heights) {
    heights = new Map();
    measured.set(doc, heights);
  }
  const key = `${name} ${size} ${JSON.stringify(given)} ${text}`;
  let height = heights.get(key);
  if (height === undefined) {
    height = useFace(doc, name, size).heightOfString(text, { ...given, ...featuresFor(text) });
    heights.set(key, height);
  }
  return height;
}
