import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * The faces the quote PDF draws with: Noto Sans for the scripts it covers, then the fallbacks in
 * order — Noto Sans SC (Chinese, Japanese kana and kanji, full-width forms), Noto Sans KR
 * (Hangul), Noto Sans Thai, Vazirmatn (Arabic, Persian, Urdu) and Noto Sans Hebrew.
 */
export const FACE_NAMES = [
  'sans',
  'sansBold',
  'cjk',
  'cjkBold',
  'korean',
  'koreanBold',
  'thai',
  'thaiBold',
  'arabic',
  'arabicBold',
  'hebrew',
  'hebrewBold',
] as const;
export type FaceName = (typeof FACE_NAMES)[number];
export type Weight = 'regular' | 'bold';

const FILES: Record<FaceName, string> = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  cjkBold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  koreanBold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  thai: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  thaiBold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
  // Not Noto Sans Arabic: it draws a dotted letter as the dotless letter it shares with others plus
  // a dot mark, so 'ش' and 'س' would be one glyph and the PDF's text could name only one of them.
  arabic: '@expo-google-fonts/vazirmatn/400Regular/Vazirmatn_400Regular.ttf',
  arabicBold: '@expo-google-fonts/vazirmatn/700Bold/Vazirmatn_700Bold.ttf',
  hebrew: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
  hebrewBold: '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
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

const SANS_FACE: Record<Weight, FaceName> = { regular: 'sans', bold: 'sansBold' };
/** The fallbacks in the order they are tried, each by weight. */
const FALLBACKS: readonly Record<Weight, FaceName>[] = [
  { regular: 'cjk', bold: 'cjkBold' },
  { regular: 'korean', bold: 'koreanBold' },
  { regular: 'thai', bold: 'thaiBold' },
  { regular: 'arabic', bold: 'arabicBold' },
  { regular: 'hebrew', bold: 'hebrewBold' },
];

/** The first fallback face with a glyph for a character, by weight; none when no face has it. */
const fallbackFor = (code: number, weight: Weight): FaceName | undefined =>
  FALLBACKS.find((faces) => face(faces.regular).hasGlyphForCodePoint(code))?.[weight];

/**
 * Text split into runs by glyph coverage: Noto Sans draws Latin, Latin Extended, Greek, Cyrillic,
 * Vietnamese and Devanagari; a character it has no glyph for goes to the first fallback that has
 * it (Chinese and Japanese, then Korean, Thai, Arabic and Hebrew). A character no face has stays
 * with Noto Sans, which draws its missing-glyph box: visibly missing, never silently another letter.
 */
export function textRuns(text: string, weight: Weight = 'regular'): TextRun[] {
  const sans = face('sans');
  const runs: TextRun[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    let name = SANS_FACE[weight];
    // Spaces and joiners stay with the run they are in, so a CJK phrase is not split at them.
    if (!sans.hasGlyphForCodePoint(code) && !/\s/.test(char)) name = fallbackFor(code, weight) ?? name;
    // A format character (a Persian word's zero-width non-joiner, a joiner) shapes the letters
    // around it only when drawn in their face.
    if (code > 0x7f && /\p{Cf}/u.test(char)) name = runs[runs.length - 1]?.face ?? name;
    const last = runs[runs.length - 1];
    if (last && last.face === name) last.text += char;
    else runs.push({ face: name, text: char });
  }
  return runs;
}

const SANS_FACES: ReadonlySet<FaceName> = new Set(Object.values(SANS_FACE));

/**
 * The face a text's wrapped height is measured in: its first fallback face when it has one (each
 * fallback's Latin is as wide as Noto Sans's and its own glyphs are taller), else Noto Sans.
 */
export const measuringFaceOf = (text: string, weight: Weight): FaceName =>
  textRuns(text, weight).find((run) => !SANS_FACES.has(run.face))?.face ?? SANS_FACE[weight];
