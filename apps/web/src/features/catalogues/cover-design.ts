/**
 * How each supplier's catalogue cover is drawn (decisions/008): the suppliers' own cover images
 * cannot be fetched or kept here, so the portal draws one per catalogue from its name, in a colour
 * of its own. The colours are dark enough for white words (at least 7:1), and follow the
 * supplier's place in the spec's list, so a cover keeps its colour.
 */
export const COVER_COLOURS = [
  '#1f3f63',
  '#7a2e2e',
  '#2f5d3a',
  '#5b3a78',
  '#743f0d',
  '#1d5560',
  '#6b2f57',
  '#3d4a5c',
  '#274f8a',
  '#64401f',
  '#245c4f',
  '#703636',
] as const;

export const coverColourOf = (index: number): string =>
  COVER_COLOURS[index % COVER_COLOURS.length] ?? COVER_COLOURS[0];

/** The width the cover's name may take, in the cover's units (the cover is 160 wide). */
export const TITLE_WIDTH = 120;
/** About how wide a letter of the cover's bold face is, in em (wide letters such as W included). */
export const EM_PER_LETTER = 0.66;

/** The name on the cover, a word a line, sized so the longest word fits the cover's width. */
export function coverTitleOf(name: string): { lines: string[]; fontSize: number } {
  const lines = name.split(/\s+/).filter(Boolean);
  const longest = Math.max(1, ...lines.map((line) => line.length));
  const fontSize = Math.min(26, Math.floor(TITLE_WIDTH / (longest * EM_PER_LETTER)));
  return { lines, fontSize };
}
