/**
 * What the portal knows about garments without a supplier's help: kinds (for the image
 * placeholder), the usual order of size names, and swatch colours for colour names. Used by the
 * demo catalogue generator and for products a supplier file brings in without an image.
 */

export const GARMENT_KINDS = [
  'tee',
  'polo',
  'shirt',
  'hivis',
  'vest',
  'jacket',
  'fleece',
  'pants',
  'shorts',
  'cap',
  'beanie',
  'apron',
  'chef',
  'scrubs',
  'boot',
  'other',
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

export const isGarmentKind = (value: string): value is GarmentKind =>
  (GARMENT_KINDS as readonly string[]).includes(value);

/** Words in a category or description that tell the kind, checked in this order. */
const KIND_WORDS: [GarmentKind, RegExp][] = [
  ['boot', /\b(boot|boots|shoe|shoes|footwear|sneaker)\b/i],
  ['vest', /\b(vest|vests|safety vest)\b/i],
  ['hivis', /\b(hi[\s-]?vis|high visibility|taped)\b/i],
  ['apron', /\b(apron|aprons|bib)\b/i],
  ['chef', /\b(chef|chefs|cook|kitchen)\b/i],
  ['scrubs', /\b(scrub|scrubs|health|medical|nurse|tunic)\b/i],
  ['beanie', /\b(beanie|beanies|knit hat)\b/i],
  ['cap', /\b(cap|caps|hat|hats|headwear|visor|trucker)\b/i],
  ['jacket', /\b(jacket|jackets|softshell|parka|coat|puffer|vest jacket|rain)\b/i],
  ['fleece', /\b(fleece|hoodie|hoodies|hood|sweat|sweatshirt|jumper|pullover|crew)\b/i],
  ['polo', /\b(polo|polos)\b/i],
  ['shorts', /\b(short|shorts|boardshort|boardshorts)\b/i],
  ['pants', /\b(pant|pants|trouser|trousers|cargo|jeans|chino|chinos|overall|overalls)\b/i],
  ['shirt', /\b(shirt|shirts|blouse|drill|oxford)\b/i],
  ['tee', /\b(tee|tees|t-shirt|t-shirts|tshirt|singlet|tank)\b/i],
];

/** The kind a category or description names; 'other' when no word gives it away. */
export function guessKind(...texts: string[]): GarmentKind {
  for (const text of texts) {
    for (const [kind, words] of KIND_WORDS) if (words.test(text)) return kind;
  }
  return 'other';
}

/** Size names in their usual order; a catalogue's size order starts from these positions. */
const SIZE_ORDER = [
  // one size and fitted headwear
  'OSFA',
  'XXS',
  'XS',
  'S',
  'S/M',
  'M',
  'M/L',
  'L',
  'L/XL',
  'XL',
  '2XL',
  '3XL',
  '4XL',
  '5XL',
  '6XL',
  '7XL',
];
const KIDS_SIZES = ['0', '1', '2', '4', '6', '8', '10', '12', '14', '16'];

/**
 * Default position of a size name: adult letter sizes, then kids and ladies numbers by value,
 * then waist sizes by waist (72R, 77S, ...), then anything else (1000, sorted by name).
 */
export function defaultSizePosition(name: string): number {
  const upper = name.trim().toUpperCase();
  const letter = SIZE_ORDER.indexOf(upper);
  if (letter >= 0) return (letter + 1) * 10;
  if (KIDS_SIZES.includes(upper)) return 200 + Number(upper);
  const waist = /^(\d{2,3})([RSLT])$/.exec(upper);
  if (waist) return 300 + Number(waist[1]) * 4 + 'SRLT'.indexOf(waist[2] ?? 'R');
  if (/^\d{1,2}(\.5)?$/.test(upper)) return 250 + Number(upper);
  return 1000;
}

/** Swatch colours for colour names; a two-tone name ("Yellow/Navy") takes its first colour. */
const COLOUR_HEX: Record<string, string> = {
  white: 'f7f7f5',
  black: '1b1b1b',
  navy: '1f2a44',
  'french navy': '23305a',
  royal: '2a4db3',
  'royal blue': '2a4db3',
  sky: '8fc1e3',
  'sky blue': '8fc1e3',
  'ceil blue': '8eb3d6',
  red: 'c8202f',
  maroon: '6b1e2b',
  wine: '6d1f35',
  bottle: '1e4d34',
  'bottle green': '1e4d34',
  emerald: '13865a',
  kelly: '2c9a45',
  teal: '1b7c80',
  gold: 'e0a526',
  yellow: 'f2d21b',
  'hi-vis yellow': 'e5f11a',
  'hi-vis orange': 'fb7a1c',
  orange: 'f07a1d',
  purple: '5b2d86',
  pink: 'ec8fb5',
  charcoal: '3c3f44',
  'grey marle': 'a7a9ac',
  grey: '8c8f93',
  'light grey': 'c9cbce',
  stone: 'c8b99a',
  khaki: 'a58f63',
  sand: 'd8c7a3',
  natural: 'efe6d2',
  brown: '6b4a2e',
  'black/white check': '4a4a4a',
  denim: '3b5878',
  olive: '5c6236',
  coral: 'ef7b67',
  mint: 'a6dcc4',
  lime: '9ccb3b',
  silver: 'b6b8ba',
  camo: '5f6547',
};

/** A six-digit hex swatch for a colour name; unknown names get a neutral grey. */
export function colourHex(name: string): string {
  const lower = name.trim().toLowerCase();
  const whole = COLOUR_HEX[lower];
  if (whole) return whole;
  const first = lower.split('/')[0]?.trim() ?? '';
  return COLOUR_HEX[first] ?? COLOUR_HEX[first.replace(/^(hi-?vis|fluoro)\s+/, 'hi-vis ')] ?? '9a9ca0';
}

/** The image of a product that has none of its own: a drawing of its kind in its colour. */
export const placeholderImageUrl = (kind: GarmentKind, hex: string): string =>
  `/api/products/placeholder/${kind}/${hex}.svg`;
