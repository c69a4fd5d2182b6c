import type {
  AttentionRow,
  DecorationRow,
  DeliveryRow,
  DiscountRow,
  ProductRow,
  QuoteRow,
  SetupDiscount,
} from '../schema/rows.ts';
import {
  hiddenComputed,
  hiddenStaff,
  type RoleTable,
  resets,
  shownComputed,
  shownCustomer,
  shownStaff,
} from './field-role.ts';

/**
 * The field roles of each row type (quote spec 3 and 6). A field added to a row schema and not
 * here, or named here and not in the schema, does not compile.
 */

/** Where a row sits and whether it is ticked: the customer places their own lines. */
const placement = {
  id: shownCustomer,
  type: shownCustomer,
  subtype: shownCustomer,
  checked: shownCustomer,
  group_id: shownCustomer,
} as const;

/** Every seen field of a staff line (delivery, discount, attention) is staff's. */
const staffLine = {
  id: shownStaff,
  type: shownStaff,
  subtype: shownStaff,
  checked: shownStaff,
  group_id: shownStaff,
  qty: shownStaff,
  price: shownStaff,
  cost: hiddenStaff,
} as const;

/**
 * A product: the customer picks the garment, its quantity and positions. Price and cost are
 * staff's; a catalogue line a customer adds takes them from its SKU (normalise-write.ts).
 */
export const productRoles = {
  ...placement,
  qty: shownCustomer,
  price: shownStaff,
  cost: hiddenStaff,
  productid: shownCustomer,
  code: shownCustomer,
  description: shownCustomer,
  description_trim: shownCustomer,
  imageurl: shownCustomer,
  shortcode: shownCustomer,
  size: shownCustomer,
  colour: shownCustomer,
  note: shownCustomer,
  notFound: shownCustomer,
  catalogue: shownCustomer,
  position: shownCustomer,
  need_attention: hiddenStaff,
} as const satisfies RoleTable<ProductRow>;

/**
 * A decoration: the customer chooses its type (among their two), position and artwork. Setup,
 * colours, screens, stitch count, design and production details are staff's (quote spec 6);
 * the price tables fill in the prices and unit costs.
 */
export const decorationRoles = {
  ...placement,
  qty: shownComputed,
  cost: resets(hiddenStaff),
  price: resets(shownComputed),
  code: shownCustomer,
  description: shownCustomer,
  emb_note: hiddenStaff,
  position: shownCustomer,
  unit_cost: resets(hiddenComputed),
  other_label: shownCustomer,
  setup_code: resets(shownStaff),
  setup_qty: resets(shownStaff),
  setup_unit_cost: resets(hiddenComputed),
  setup_price: resets(shownComputed),
  setup_sc: resets(shownStaff),
  setup_size: resets(shownStaff),
  setup_color: resets(shownStaff),
  setup_screen: resets(shownStaff),
  setup_emb: resets(shownStaff),
  setup_notes: resets(hiddenStaff),
  setup_color_change: resets(shownStaff),
  setup_color_change_qty: resets(shownStaff),
  setup_color_change_unit_cost: resets(hiddenComputed),
  setup_color_change_price: resets(shownComputed),
  film_qty: resets(hiddenStaff),
  film_unit_cost: resets(hiddenStaff),
  film_metres: resets(hiddenStaff),
  heat_code: resets(hiddenStaff),
  heat_qty: resets(hiddenStaff),
  heat_unit_cost: resets(hiddenStaff),
  packing_qty: resets(hiddenStaff),
  packing_unit_cost: resets(hiddenStaff),
  supplier: hiddenStaff,
  file_path: shownCustomer,
  logo_file: shownCustomer,
  logo_name: shownCustomer,
  visuals: shownCustomer,
  discounts: resets(shownStaff),
  price_manual: resets(hiddenStaff),
} as const satisfies RoleTable<DecorationRow>;

/** A setup discount of a decoration: staff's; customers see enabled ones without their cost. */
export const setupDiscountRoles = {
  setup_discount_enable: shownStaff,
  setup_discount: shownStaff,
  setup_discount_other: shownStaff,
  setup_discount_qty: shownStaff,
  setup_discount_cost: hiddenStaff,
  setup_discount_value: shownStaff,
} as const satisfies RoleTable<SetupDiscount>;

export const deliveryRoles = {
  ...staffLine,
  delivery_desc: shownStaff,
  delivery_other: shownStaff,
  delivery_qty: shownStaff,
  delivery_price: shownStaff,
  delivery_unit_cost: hiddenStaff,
  delivery_discount: shownStaff,
  delivery_note: hiddenStaff,
  delivery_attn: shownStaff,
  delivery_address: shownStaff,
  courier: shownStaff,
} as const satisfies RoleTable<DeliveryRow>;

export const discountRoles = {
  ...staffLine,
  discount_desc: shownStaff,
  discount_other: shownStaff,
  discount_note: hiddenStaff,
  discount_qty: shownStaff,
  discount_price: shownStaff,
  discount_unit_cost: hiddenStaff,
  discount_approvedby: hiddenStaff,
} as const satisfies RoleTable<DiscountRow>;

export const attentionRoles = {
  ...staffLine,
  product_id: shownStaff,
  note: shownStaff,
  description: shownStaff,
} as const satisfies RoleTable<AttentionRow>;

/** Every row type has a table: a new row type without one does not compile. */
export const ROW_ROLES = {
  product: productRoles,
  decoration: decorationRoles,
  delivery: deliveryRoles,
  discount: discountRoles,
  attention: attentionRoles,
} as const satisfies { [T in QuoteRow['type']]: RoleTable<Extract<QuoteRow, { type: T }>> };

/** Row types a customer may add: those whose type they may set. */
export const CUSTOMER_ROW_TYPES = (Object.keys(ROW_ROLES) as QuoteRow['type'][]).filter(
  (type) => ROW_ROLES[type].type.setBy === 'customer',
);
