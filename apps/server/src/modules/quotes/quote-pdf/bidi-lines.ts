import bidiFactory from 'bidi-js';
import { type FaceName, textRuns, type Weight } from './pdf-fonts.ts';

const bidi = bidiFactory();

/**
 * A character of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko and the historic
 * ones) or a mark that opens a right-to-left run. Text without one is drawn as pdfkit lays it out.
 */
const RIGHT_TO_LEFT =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u202b\u202e\u2067\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
export const hasRightToLeft = (text: string): boolean => RIGHT_TO_LEFT.test(text);

/** The first character fontkit takes a run's script from: not common, inherited or unknown. */
const SCRIPT_CHARACTER = /[^\p{Script=Zyyy}\p{Script=Zinh}\p{Script=Zzzz}]/u;
/**
 * Whether fontkit lays a run out right to left by itself: it takes the direction from the script of
 * the run's first character that has one, shapes the run in logical order and reverses it.
 */
const fontkitReverses = (text: string): boolean => RIGHT_TO_LEFT.test(SCRIPT_CHARACTER.exec(text)?.[0] ?? '');

/** The width a run takes in a face, in points at the size being drawn. */
type Measure = (face: FaceName, text: string) => number;

/**
 * A run of one face and one direction, placed on its line: `text` is what to give fontkit (it
 * reverses a right-to-left script itself), `x` its left edge from the line's start, `start` where
 * it begins in the typed text (so it can be drawn in reading order).
 */
type Piece = { face: FaceName; text: string; x: number; width: number; start: number };
export type BidiLine = { pieces: Piece[]; width: number };

type BidiOptions = {
  weight: Weight;
  width: number;
  measure: Measure;
  /** Lines that fit; the last one ends with the ellipsis when the text goes on. */
  maxLines?: number;
  ellipsis?: string;
};

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Text wrapped to a width and each line put in visual order by the Unicode bidirectional algorithm
 * (bidi-js): 'Uniform زي العمل 2026' becomes 'Uniform', '2026', then the Arabic drawn right to
 * left. Lines break after spaces, as pdfkit's do; a word wider than the line breaks between letters.
 * Paragraphs run left to right, as the portal's pages (in English) show the same text and as the
 * document's own lines that carry typed text read ('طاقم المطبخ subtotal $727.00'); a phrase in
 * Arabic or Hebrew within them reads from the right.
 */
export function bidiLines(text: string, options: BidiOptions): BidiLine[] {
  const ranges = text.split('\n').flatMap((paragraph) => {
    const levels = bidi.getEmbeddingLevels(paragraph, 'ltr');
    return wrap(paragraph, options).map(([start, end]) => ({ paragraph, levels, start, end }));
  });
  const maxLines = options.maxLines ?? ranges.length;
  return ranges
    .slice(0, maxLines)
    .map(({ paragraph, levels, start, end }, index) =>
      index === maxLines - 1 && ranges.length > maxLines && options.ellipsis !== undefined
        ? ellipsisLine(paragraph, start, end, options)
        : placed(paragraph, levels, start, end, options),
    );
}

/** The width of a stretch of typed text, each run in the face that draws it. */
const widthOf = (text: string, options: BidiOptions): number =>
  textRuns(text, options.weight).reduce((sum, run) => sum + options.measure(run.face, run.text), 0);

/** A paragraph's lines as [start, end) ranges: words (with their trailing spaces) while they fit. */
function wrap(paragraph: string, options: BidiOptions): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  let used = 0;
  for (const match of paragraph.matchAll(/\S+\s*|\s+/g)) {
    const at = match.index ?? 0;
    const word = match[0];
    const inked = widthOf(word.trimEnd(), options);
    if (at > start && used + inked > options.width) {
      ranges.push([start, at]);
      start = at;
      used = 0;
    }
    if (inked > options.width) {
      // A word wider than the line, alone on it: broken between letters where it overflows.
      for (const { segment, index } of graphemes.segment(word)) {
        const next = widthOf(segment, options);
        if (at + index > start && used + next > options.width && segment.trim()) {
          ranges.push([start, at + index]);
          start = at + index;
          used = 0;
        }
        used += next;
      }
    } else used += widthOf(word, options);
  }
  ranges.push([start, paragraph.length]);
  return ranges;
}

/** The last line that fits, cut where the ellipsis still fits after it. */
function ellipsisLine(paragraph: string, start: number, end: number, options: BidiOptions): BidiLine {
  const ellipsis = options.ellipsis ?? '…';
  let kept = paragraph.slice(start, end).trimEnd();
  while (kept && widthOf(`${kept}${ellipsis}`, options) > options.width) {
    const parts = [...graphemes.segment(kept)];
    kept = kept.slice(0, parts[parts.length - 1]?.index ?? 0).trimEnd();
  }
  const cut = `${paragraph.slice(0, start)}${kept}${ellipsis}`;
  return placed(cut, bidi.getEmbeddingLevels(cut, 'ltr'), start, cut.length, options);
}

type Run = { face: FaceName; level: number; script: Direction | undefined; text: string; start: number };
type Direction = 'ltr' | 'rtl';

/** The direction of a character's script; none for spaces, digits and punctuation common to all. */
const scriptDirection = (char: string): Direction | undefined =>
  SCRIPT_CHARACTER.test(char) ? (RIGHT_TO_LEFT.test(char) ? 'rtl' : 'ltr') : undefined;

/**
 * One line of a paragraph in visual order: split into runs of one face and one embedding level
 * (level runs, rule L1 without the trailing spaces, which are not drawn), the runs reordered by
 * rule L2, and each placed after the one to its left.
 */
function placed(
  paragraph: string,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  start: number,
  end: number,
  options: BidiOptions,
): BidiLine {
  const inked = paragraph.slice(start, end).trimEnd();
  const runs: Run[] = [];
  let at = start;
  for (const faceRun of textRuns(inked, options.weight)) {
    for (const char of faceRun.text) {
      const level = levels.levels[at] ?? 0;
      const script = scriptDirection(char);
      const last = runs[runs.length - 1];
      // Arabic-Indic digits and Latin at one left-to-right level go in separate runs: fontkit
      // would lay the pair out in the direction of the first.
      const sameScript = level % 2 === 1 || !script || !last?.script || script === last.script;
      if (last && last.face === faceRun.face && last.level === level && sameScript) {
        last.text += char;
        last.script ??= script;
      } else runs.push({ face: faceRun.face, level, script, text: char, start: at });
      at += char.length;
    }
  }
  const pieces: Piece[] = [];
  let x = 0;
  for (const run of visualOrder(runs)) {
    const text = (run.level % 2 === 1) === fontkitReverses(run.text) ? run.text : mirroredReverse(run.text);
    const width = options.measure(run.face, text);
    pieces.push({ face: run.face, text, x, width, start: run.start });
    x += width;
  }
  return { pieces, width: x };
}

/** Rule L2: from the highest level down to the lowest odd one, each sequence at that level or above reversed. */
function visualOrder(runs: Run[]): Run[] {
  let order = [...runs];
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(highest + 1, ...runs.map((run) => run.level).filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    const next: Run[] = [];
    let index = 0;
    while (index < order.length) {
      if ((order[index]?.level ?? 0) < level) {
        next.push(order[index] as Run);
        index++;
        continue;
      }
      let stop = index;
      while (stop < order.length && (order[stop]?.level ?? 0) >= level) stop++;
      next.push(...order.slice(index, stop).reverse());
      index = stop;
    }
    order = next;
  }
  return order;
}

/**
 * A run fontkit would lay out the wrong way (spaces and punctuation between right-to-left words,
 * Arabic-Indic digits read left to right), given to it already reversed, with brackets mirrored.
 * Such a run has no letters that join, so reversing its characters draws it as it reads.
 */
const mirroredReverse = (text: string): string =>
  [...text]
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join('');
