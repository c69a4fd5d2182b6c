import { CUSTOMER_DECORATION_TYPES } from '../../catalogue/decorations.ts';
import { computedDecorationFieldNames } from '../../pricing/write-prices.ts';
import type { QuoteContent } from '../schema/content.ts';
import type { DecorationRow, QuoteRow } from '../schema/rows.ts';

/**
 * Fields a customer may not set (quote spec 2 and 6: customers cannot edit decoration, task or
 * delivery fields; discounts, supplier, notes and prices are staff's). Customers do choose the
 * decoration type among their two, the position, and the artwork and saved design.
 */
const STAFF_FIELDS: Record<QuoteRow['type'], readonly string[]> = {
  product: ['price', 'cost', 'need_attention'],
  decoration: [
    'price',
    'cost',
    'unit_cost',
    'price_manual',
    'setup_qty',
    'setup_price',
    'setup_unit_cost',
    'setup_color_change',
    'setup_color_change_qty',
    'setup_color_change_price',
    'setup_color_change_unit_cost',
    'film_qty',
    'film_unit_cost',
    'film_metres',
    'heat_code',
    'heat_qty',
    'heat_unit_cost',
    'packing_qty',
    'packing_unit_cost',
    'supplier',
    'emb_note',
    'setup_notes',
    'discounts',
  ],
  // Every field of these rows is staff's.
  delivery: [],
  discount: [],
  attention: [],
};
const STAFF_ROWS: readonly QuoteRow['type'][] = ['delivery', 'discount', 'attention'];

/** Whether a field is staff's to set, so the editor shows it to customers read-only (or not at all). */
export const isStaffField = (type: QuoteRow['type'], field: string): boolean =>
  STAFF_ROWS.includes(type) || STAFF_FIELDS[type].includes(field);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const empty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A decoration of a type only staff may choose (quote spec 6). */
const hasStaffOnlyDecorationType = (row: QuoteRow): row is DecorationRow =>
  row.type === 'decoration' &&
  Boolean(row.code) &&
  !(CUSTOMER_DECORATION_TYPES as readonly string[]).includes(row.code ?? '');

/**
 * Whether a customer may add this row: never a delivery, discount or attention line, nor a
 * decoration of a staff-only type.
 */
export const customerMayAddRow = (row: QuoteRow): boolean =>
  !STAFF_ROWS.includes(row.type) && !hasStaffOnlyDecorationType(row);

/**
 * Staff-field values any customer save may hold. The price tables fill the computed ones in on
 * every save, so what the browser sent is replaced, not refused; and a decoration whose code or
 * position changed has its pricing reset (spec 4), so clearing is allowed.
 */
const refilledOrCleared = (row: QuoteRow, field: string, value: unknown): boolean =>
  row.type === 'decoration' &&
  ((!row.price_manual && computedDecorationFieldNames.includes(field)) || empty(value));

/**
 * Whether a row a customer adds may hold what it holds in this staff field: the field's unset
 * default (need attention off), a new product's price and cost (the server fills them in from
 * the catalogue), or a value the save refills or clears.
 */
export const customerMayAddValue = (row: QuoteRow, field: string): boolean => {
  const value = (row as Record<string, unknown>)[field];
  return (
    value === false ||
    empty(value) ||
    (row.type === 'product' && (field === 'price' || field === 'cost')) ||
    refilledOrCleared(row, field, value)
  );
};

const rowsById = (content: QuoteContent) => {
  const map = new Map<string, QuoteRow>();
  for (const c of content.categories) for (const r of c.items) map.set(r.id, r);
  return map;
};

/**
 * Why a customer's save may not be applied, or null when it may. Both documents are parsed
 * ones: `stored` is what the server holds, `submitted` what the customer sent. The server refuses
 * the whole save rather than silently dropping fields, so nothing changes and the customer is
 * told. New product prices are the server's to fill from the catalogue.
 */
export const customerEditRefusal = (stored: QuoteContent, submitted: QuoteContent): string | null => {
  const before = rowsById(stored);
  const after = rowsById(submitted);
  const products = [...after.values()].filter((r) => r.type === 'product');
  // Removing a product takes its attention rows and orphaned catalogue fees with it (spec 4).
  const kept = (r: QuoteRow) => r.type !== 'attention' || !r.product_id || after.has(r.product_id);
  for (const type of STAFF_ROWS) {
    const was = [...before.values()].filter((r) => r.type === type && kept(r));
    const now = [...after.values()].filter((r) => r.type === type);
    if (!same(was, now)) return `Only staff can change ${type} lines.`;
  }
  const hasCatalogue = (key: string | null | undefined) =>
    !key ||
    products.some((p) => p.type === 'product' && (p.catalogue ?? '').toUpperCase() === key.toUpperCase());
  // Groups a customer adds or removes carry no staff options; a group both hold keeps them as staff set them.
  const staffOptions = (c: QuoteContent, dropOrphans: boolean) =>
    new Map(
      c.categories.flatMap((cat) =>
        cat.groups.map((g) => [
          g.id,
          [
            g.group_options.customs,
            g.group_options.customfees.filter((f) => !dropOrphans || hasCatalogue(f.catalogue)),
            g.group_options.discount,
          ],
        ]),
      ),
    );
  const noStaffOptions = (options: unknown[]) => same(options, [[], [], undefined]);
  const was = staffOptions(stored, true);
  const now = staffOptions(submitted, false);
  for (const [groupId, options] of now) {
    const old = was.get(groupId);
    if (old ? !same(old, options) : !noStaffOptions(options))
      return 'Only staff can change tasks, catalogue fees and group discounts.';
  }
  for (const row of after.values()) {
    const old = before.get(row.id);
    if (hasStaffOnlyDecorationType(row) && !(old?.type === 'decoration' && old.code === row.code))
      return `Only staff can choose ${row.code}; please choose Screen Print 1C or Embroidery.`;
    for (const field of STAFF_FIELDS[row.type]) {
      const value = (row as Record<string, unknown>)[field];
      const was = old?.type === row.type ? (old as Record<string, unknown>)[field] : undefined;
      if (old ? same(was, value) || refilledOrCleared(row, field, value) : customerMayAddValue(row, field))
        continue;
      return `Only staff can change ${field.replace(/_/g, ' ')}.`;
    }
  }
  return null;
};
