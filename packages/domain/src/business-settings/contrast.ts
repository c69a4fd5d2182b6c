/**
 * The brand colour is the background of the header's white text, so it must give white text
 * WCAG 2 AA contrast for normal text: 4.5:1 (relative luminance as WCAG 2.x defines it).
 */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

const HEX = /^#([0-9a-f]{6})$/i;

/** Whether a colour is written '#rrggbb'. */
export const isHexColour = (colour: string): boolean => HEX.test(colour);

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of '#rrggbb'. */
export function luminanceOf(colour: string): number {
  const hex = HEX.exec(colour)?.[1];
  if (!hex) throw new Error(`not a #rrggbb colour: ${colour}`);
  const [r, g, b] = [0, 2, 4].map((at) => channel(Number.parseInt(hex.slice(at, at + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio of white text on a colour, e.g. 10.9 for '#1f3f63'. */
export const contrastWithWhite = (colour: string): number => 1.05 / (luminanceOf(colour) + 0.05);

/** Whether white text on this colour passes AA for normal text. */
export const whiteTextReadableOn = (colour: string): boolean =>
  isHexColour(colour) && contrastWithWhite(colour) >= MIN_CONTRAST_WITH_WHITE;
