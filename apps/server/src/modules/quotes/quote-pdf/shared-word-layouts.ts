import type { FaceName } from './pdf-fonts.ts';

type Pdf = PDFKit.PDFDocument;
/** A word as pdfkit's embedded font shapes it: glyphs and their scaled positions, never changed after. */
type WordLayout = unknown;
/**
 * The part of pdfkit's EmbeddedFont (0.20) this relies on: `layoutCached` shapes one word (with
 * kerning) through `layoutRun` and keeps it, but only for the one document the font belongs to.
 */
type EmbeddedFontInternals = {
  layoutRun?: (word: string) => WordLayout;
  layoutCached?: (word: string) => WordLayout;
  sharesWordLayouts?: boolean;
};

/** Enough for every word of many quotes; past it the cache starts afresh rather than grow without end. */
export const MAX_SHARED_WORDS = 50_000;
const layouts = new Map<FaceName, Map<string, WordLayout>>();

/** The shared word shapes of a face, so a test can see them used. */
export function sharedWordLayoutsOf(name: FaceName): ReadonlyMap<string, WordLayout> {
  let words = layouts.get(name);
  if (!words) {
    words = new Map();
    layouts.set(name, words);
  }
  return words;
}

/**
 * Shaping a word with fontkit (glyph substitution and kerning) is most of pdfkit's text time, and
 * pdfkit keeps shaped words only per document. A word's shape depends on the face alone (the same
 * parsed font every document of this thread uses), and pdfkit scales it to a size only when it
 * draws, so the face's current document (its selected font) reads and adds to one cache per face
 * kept for the thread. The subset each document embeds is still its own: pdfkit records the
 * glyphs a document uses when it writes them, not when it shapes them.
 */
export function shareWordLayouts(doc: Pdf, name: FaceName): void {
  const font = (doc as unknown as { _font: EmbeddedFontInternals })._font;
  if (font.sharesWordLayouts || typeof font.layoutRun !== 'function') return;
  const shape = font.layoutRun.bind(font);
  const words = sharedWordLayoutsOf(name) as Map<string, WordLayout>;
  font.layoutCached = (word) => {
    let layout = words.get(word);
    if (layout === undefined) {
      layout = shape(word);
      if (words.size >= MAX_SHARED_WORDS) words.clear();
      words.set(word, layout);
    }
    return layout;
  };
  font.sharesWordLayouts = true;
}
