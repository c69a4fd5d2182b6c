import { hasRightToLeft } from './bidi-lines.ts';
import { bidirectionalHeight, writeBidirectional } from './bidi-text.ts';
import { type FaceName, measuringFaceOf, textRuns, type Weight } from './pdf-fonts.ts';
import { needsPrecomposed, useFace } from './use-face.ts';

type Pdf = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * pdfkit caches a word's layout only when no features are given, and shaping is most of the
 * drawing time, so ccmp is turned off only for text with Vietnamese letters or combining marks.
 */
const FEATURES = { ccmp: false } as unknown as TextOptions['features'];
const featuresFor = (text: string) => (needsPrecomposed(text) ? { features: FEATURES } : {});

/**
 * Writes text as typed: each run in the face that has its glyphs, chained with pdfkit's
 * `continued` so the runs wrap as one paragraph. Text in one face (nearly all of it) is one call.
 * Text with a right-to-left script in it is laid out line by line in visual order instead.
 */
export function write(
  doc: Pdf,
  text: string,
  x: number | undefined,
  y: number | undefined,
  options: TextOptions & { weight?: Weight; size: number },
): Pdf {
  if (hasRightToLeft(text)) return writeBidirectional(doc, text, x, y, options);
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
    height = hasRightToLeft(text)
      ? bidirectionalHeight(doc, text, options)
      : useFace(doc, name, size).heightOfString(text, { ...given, ...featuresFor(text) });
    heights.set(key, height);
  }
  return height;
}
