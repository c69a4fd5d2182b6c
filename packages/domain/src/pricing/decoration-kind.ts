import type { DecorationRowCode, DecorationType } from '../catalogue/decorations.ts';

/** How a decoration is priced: which price table applies, or none (priced by hand). */
export type PricingKind = 'sp1c' | 'sp2c' | 'embroidery' | 'digital' | 'vinyl' | 'other';

/**
 * The pricing kind of every decoration type and row code. Typed as a full record, so a new type
 * or row code does not compile until it is given one. A bare "Screen Print" (the row layout
 * code) prices as 1C.
 */
export const PRICING_KIND = {
  'Screen Print 1C': 'sp1c',
  'Screen Print 2C': 'sp2c',
  'Screen Print': 'sp1c',
  Embroidery: 'embroidery',
  'Digital Print': 'digital',
  'Vinyl Print': 'vinyl',
  'Dye Sublimation': 'other',
  'Custom Indent': 'other',
  Other: 'other',
} as const satisfies Record<DecorationType | DecorationRowCode, PricingKind>;

/** The pricing kind of a row's code; an unknown code is priced by hand. */
export const kindOf = (code: string | null | undefined): PricingKind => {
  const c = (code ?? '').trim();
  return Object.hasOwn(PRICING_KIND, c) ? PRICING_KIND[c as keyof typeof PRICING_KIND] : 'other';
};
