import { catalogueName, shortcodeOf } from '../../catalogue/keys.ts';
import { CUSTOM_PRODUCT_SUBTYPE } from '../ops/add-custom-product.ts';
import type { QuoteContent } from '../schema/content.ts';
import type { ProductRow } from '../schema/rows.ts';

/** One catalogue combination: a style of a catalogue in one colour and size. */
export type SkuKey = { catalogue: string; shortcode: string; colour: string; size: string };

/** A SKU's price and cost in dollars, as product lines hold them. */
export type SkuFigures = { price: number; cost: number };

/**
 * What the server found in the catalogue for the keys it was asked (one query), keyed by
 * skuId. The normaliser stays free of I/O: it only reads this.
 */
export type SkuLookup = ReadonlyMap<string, SkuFigures>;

/** A catalogue line: a product picked from a catalogue, not a typed-in custom product. */
export const isCatalogueLine = (row: ProductRow): boolean =>
  Boolean(row.catalogue?.trim()) && row.subtype !== CUSTOM_PRODUCT_SUBTYPE;

export const skuKeyOf = (row: ProductRow): SkuKey => ({
  catalogue: (row.catalogue ?? '').trim().toUpperCase(),
  shortcode: shortcodeOf(row.shortcode || row.code || ''),
  colour: (row.colour ?? '').trim(),
  size: (row.size ?? '').trim(),
});

export const skuId = (key: SkuKey): string =>
  [key.catalogue, key.shortcode, key.colour, key.size].join('\u0000');

/**
 * Every SKU the catalogue lines of a submitted document name, once each, so the server can
 * look them all up in one query before normalising.
 */
export const catalogueSkuKeys = (content: QuoteContent): SkuKey[] => {
  const keys = new Map<string, SkuKey>();
  for (const category of content.categories)
    for (const row of category.items)
      if (row.type === 'product' && isCatalogueLine(row)) {
        const key = skuKeyOf(row);
        keys.set(skuId(key), key);
      }
  return [...keys.values()];
};

/** The refusal of a line whose combination the catalogue does not hold, naming the product. */
export const unknownSkuMessage = (row: ProductRow): string => {
  const key = skuKeyOf(row);
  const name = [row.code || key.shortcode, row.description].filter(Boolean).join(' ');
  return `${name} in ${key.colour || 'no colour'}, size ${key.size || 'none'} is not in the ${catalogueName(key.catalogue)} catalogue. Remove the line and add the product again from the catalogue.`;
};
