/**
 * Our wording where the spec only describes a text. The CATALOGUES hover tip (quote spec
 * section 2): note SKU codes first and use as few catalogues as possible.
 */
export const CATALOGUES_TIP =
  'Note the SKU codes of the garments you want first, and use as few catalogues as possible to limit cost and lead time.';
