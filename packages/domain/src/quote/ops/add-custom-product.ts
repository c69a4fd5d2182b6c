import type { QuoteContent } from '../schema/content.ts';
import { addProducts } from './add-products.ts';

/** The subtype that lets the code and description of a product row be typed (quote spec 3). */
export const CUSTOM_PRODUCT_SUBTYPE = 'custom_product';

/**
 * Add Product → Custom (quote spec 2): a product not from a catalogue, whose code and
 * description are typed in. "Custom product defaults: quantity 1, price 0, cost 0" (spec 9).
 */
export const addCustomProduct = (content: QuoteContent, groupId?: string): QuoteContent =>
  addProducts(
    content,
    [
      {
        type: 'product',
        subtype: CUSTOM_PRODUCT_SUBTYPE,
        code: '',
        description: '',
        qty: 1,
        price: 0,
        cost: 0,
        note: '',
        position: {},
        need_attention: false,
      },
    ],
    groupId,
  );
