import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** The faces the quote PDF draws with: Noto Sans for the scripts it covers, Noto Sans SC after. */
export type FaceName = 'sans' | 'sansBold' | 'cjk' | 'cjkBold';
export type Weight = 'regular' | 'bold';

const FILES: Record<FaceName, string> = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  cjkBold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
};

type Font = fontkit.Font;
const loaded = new Map<FaceName, Font>();

/**
 * A face, read from its font package once per worker and kept: the CJK face is 10 MB, and
 * pdfkit takes the parsed font as it is, embedding only the glyphs a document uses.
 */
export function face(name: FaceName): Font {
  let font = loaded.get(name);
  if (!font) {
    font = fontkit.openSync(require.resolve(FILES[name])) as Font;
    loaded.set(name, font);
  }
  return font;
}

/** A stretch of text drawn in one face. */
export type TextRun = { face: FaceName; text: string };

const CJK_FACE: Record<Weight, FaceName> = { regular: 'cjk', bold: 'cjkBold' };
const SANS_FACE: Record<Weight, FaceName> = { regular: 'sans', bold: 'sansBold' };

/**
 * Text split into runs by glyph coverage: Noto Sans draws Latin, Latin Extended, Greek, Cyrillic
 * and Vietnamese; a character it has no glyph for (Chinese, Japanese, full-width forms) goes to
 * Noto Sans SC. A character neither has stays with Noto Sans, which draws its missing-glyph box:
 * visibly missing, never silently another letter.
 */
export function textRuns(text: string, weight: Weight = 'regular'): TextRun[] {
  const sans = face('sans');
  const runs: TextRun[] = [];
  let fallback: Font | null = null;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    let name = SANS_FACE[weight];
    // Spaces and joiners stay with the run they are in, so a CJK phrase is not split at them.
    if (!sans.hasGlyphForCodePoint(code) && !/\s/.test(char)) {
      fallback ??= face('cjk');
      if (fallback.hasGlyphForCodePoint(code)) name = CJK_FACE[weight];
    }
    const last = runs[runs.length - 1];
    if (last && last.face === name) last.text += char;
    else runs.push({ face: name, text: char });
  }
  return runs;
}

/** Whether the text needs the CJK face anywhere: then its wrapped height is measured in that face. */
export const needsFallback = (text: string): boolean => textRuns(text).some((run) => run.face === 'cjk');
