/**
 * Our wording where the spec only describes a text. The CATALOGUES hover tip (quote spec
 * section 2): note SKU codes first and use as few catalogues as possible.
 */
export const CATALOGUES_TIP =
  'Note the SKU codes of the garments you want first, and use as few catalogues as possible to limit cost and lead time.';

/**
 * A call whose answer does not have the shape its schema gives (a server and a web app from
 * different builds): what the user can do about it.
 */
export const ANSWER_NOT_UNDERSTOOD =
  'The portal answered in a way this page cannot read. Reload the page and try again.';
