import { z } from 'zod';
import { flag, id, list, num, positionMap, text } from './fields.ts';

/**
 * Rows of the quote editor with the spec's field names (quote spec section 3), because they are
 * the staff's vocabulary. Unknown keys are dropped on parse. Two fields are ours:
 * `group_id` (the group a row belongs to) and, on products, `catalogue` (its catalogue key,
 * needed to drop custom fees whose catalogue has no product left). `price_manual` marks a
 * decoration whose prices an admin typed in, instead of taking them from the price tables.
 */
const common = {
  id,
  subtype: text(100),
  qty: num,
  cost: num,
  price: num,
  checked: flag,
  group_id: id.optional(),
};

export const productRow = z.object({
  ...common,
  type: z.literal('product'),
  productid: z
    .union([z.string().max(100), z.number()])
    .nullable()
    .optional(),
  code: text(200),
  description: text(),
  description_trim: text(),
  imageurl: text(),
  shortcode: text(200),
  size: text(100),
  colour: text(200),
  note: text(5000),
  notFound: flag,
  catalogue: text(20),
  position: positionMap.optional(),
  need_attention: flag,
});
export type ProductRow = z.infer<typeof productRow>;

export const setupDiscount = z.object({
  setup_discount_enable: flag,
  setup_discount: text(200),
  setup_discount_other: text(500),
  setup_discount_qty: num,
  setup_discount_cost: num,
  setup_discount_value: num,
});
export type SetupDiscount = z.infer<typeof setupDiscount>;

export const visualRef = z.object({ filename: text(500), url: text() });

export const decorationRow = z.object({
  ...common,
  type: z.literal('decoration'),
  code: text(100),
  description: text(),
  emb_note: text(5000),
  /** One position per decoration row; old data may hold a map, of which the ticked one is taken. */
  position: z
    .preprocess((value) => {
      if (value && typeof value === 'object' && !Array.isArray(value))
        return Object.entries(value).find(([, on]) => on)?.[0] ?? '';
      return value;
    }, text(100))
    .optional(),
  unit_cost: num,
  other_label: text(200),
  setup_code: text(50),
  setup_qty: num,
  setup_unit_cost: num,
  setup_price: num,
  setup_sc: num,
  setup_size: text(100),
  setup_color: text(200),
  setup_screen: text(200),
  setup_emb: z
    .union([z.string().max(100), z.number()])
    .nullable()
    .optional(),
  setup_notes: text(5000),
  setup_color_change: text(50),
  setup_color_change_qty: num,
  setup_color_change_unit_cost: num,
  setup_color_change_price: num,
  film_qty: num,
  film_unit_cost: num,
  film_metres: num,
  heat_code: text(100),
  heat_qty: num,
  heat_unit_cost: num,
  packing_qty: num,
  packing_unit_cost: num,
  supplier: text(100),
  file_path: text(),
  logo_file: text(),
  logo_name: text(500),
  visuals: list(visualRef, 200).optional(),
  discounts: list(setupDiscount, 50).optional(),
  price_manual: flag,
});
export type DecorationRow = z.infer<typeof decorationRow>;

export const deliveryRow = z.object({
  ...common,
  type: z.literal('delivery'),
  delivery_desc: text(200),
  delivery_other: text(500),
  delivery_qty: num,
  delivery_price: num,
  delivery_unit_cost: num,
  delivery_discount: num,
  delivery_note: text(5000),
  delivery_attn: text(200),
  delivery_address: text(1000),
  courier: text(100),
});
export type DeliveryRow = z.infer<typeof deliveryRow>;

export const discountRow = z.object({
  ...common,
  type: z.literal('discount'),
  discount_desc: text(200),
  discount_other: text(500),
  discount_note: text(5000),
  discount_qty: num,
  discount_price: num,
  discount_unit_cost: num,
  discount_approvedby: text(200),
});
export type DiscountRow = z.infer<typeof discountRow>;

/** "A note linked to a product row": `product_id` is the link. */
export const attentionRow = z.object({
  ...common,
  type: z.literal('attention'),
  product_id: id.optional(),
  note: text(5000),
  description: text(),
});
export type AttentionRow = z.infer<typeof attentionRow>;

export const quoteRow = z.discriminatedUnion('type', [
  productRow,
  decorationRow,
  deliveryRow,
  discountRow,
  attentionRow,
]);
export type QuoteRow = z.infer<typeof quoteRow>;
export type RowType = QuoteRow['type'];
