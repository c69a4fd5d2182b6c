import { CUSTOMER_DECORATION_TYPES } from '../../catalogue/decorations.ts';
import { resetSetupAndPricing } from '../ops/reset-decoration.ts';
import { customerSetKeys } from '../roles/field-role.ts';
import { CUSTOMER_ROW_TYPES, ROW_ROLES } from '../roles/row-roles.ts';
import type { DecorationRow, ProductRow, QuoteRow } from '../schema/rows.ts';
import { isCatalogueLine, type SkuLookup, skuId, skuKeyOf, unknownSkuMessage } from './sku.ts';

export type Refusal = { refused: 'forbidden' | 'invalid'; message: string };
export type RowOutcome = { row: QuoteRow } | Refusal;

type Loose = Record<string, unknown>;

/** What a customer may set, per row type, read once from the tables. */
const CUSTOMER_KEYS = Object.fromEntries(
  Object.entries(ROW_ROLES).map(([type, table]) => [type, customerSetKeys(table)]),
) as Record<QuoteRow['type'], readonly string[]>;

/** `base` with the customer's values of the fields they may set; every other field stays as in `base`. */
const overlay = (base: Loose, submitted: Loose, keys: readonly string[]): Loose => {
  const out: Loose = { ...base };
  for (const key of keys) {
    if (!(key in submitted)) continue;
    if (submitted[key] === undefined) delete out[key];
    else out[key] = submitted[key];
  }
  return out;
};

const isCustomerType = (code: string | null | undefined) =>
  (CUSTOMER_DECORATION_TYPES as readonly string[]).includes(code ?? '');

const staffOnlyType = (code: string | null | undefined): Refusal => ({
  refused: 'forbidden',
  message: `Only staff can choose ${code}; please choose Screen Print 1C or Embroidery.`,
});

/** A catalogue line takes its SKU's price and cost; an unknown SKU is refused. */
const priceFromCatalogue = (row: ProductRow, lookup: SkuLookup): RowOutcome => {
  const figures = lookup.get(skuId(skuKeyOf(row)));
  if (!figures) return { refused: 'invalid', message: unknownSkuMessage(row) };
  return { row: { ...row, price: figures.price, cost: figures.cost } };
};

const sameSku = (a: ProductRow, b: ProductRow) =>
  isCatalogueLine(a) === isCatalogueLine(b) && skuId(skuKeyOf(a)) === skuId(skuKeyOf(b));

/**
 * A stored row the customer was shown, with only the changes they may make. A catalogue line
 * moved to another colour or size is priced from its new SKU; otherwise stored price and cost
 * stay. A decoration whose code or position changed is reset (quote spec 4).
 */
export const customerEditedRow = (stored: QuoteRow, submitted: QuoteRow, lookup: SkuLookup): RowOutcome => {
  const row = overlay(stored as Loose, submitted as Loose, CUSTOMER_KEYS[stored.type]) as QuoteRow;
  if (row.type === 'product' && stored.type === 'product') {
    if (isCatalogueLine(row) && !sameSku(row, stored)) return priceFromCatalogue(row, lookup);
    return { row };
  }
  if (row.type === 'decoration' && stored.type === 'decoration') {
    if (row.code !== stored.code && !isCustomerType(row.code)) return staffOnlyType(row.code);
    if (row.code !== stored.code || row.position !== stored.position)
      return { row: resetSetupAndPricing(row) };
  }
  return { row };
};

/**
 * A row the customer adds: only the fields they may set are taken. A catalogue line is priced
 * from its SKU; a custom product starts at price 0 and cost 0 (spec 9) for staff to price.
 */
export const customerAddedRow = (submitted: QuoteRow, id: string, lookup: SkuLookup): RowOutcome => {
  if (!CUSTOMER_ROW_TYPES.includes(submitted.type))
    return { refused: 'forbidden', message: `Only staff can add ${submitted.type} lines.` };
  const row = { ...overlay({}, submitted as Loose, CUSTOMER_KEYS[submitted.type]), id } as QuoteRow;
  if (row.type === 'product')
    return isCatalogueLine(row) ? priceFromCatalogue(row, lookup) : { row: { ...row, price: 0, cost: 0 } };
  if (row.type === 'decoration') {
    if (!isCustomerType(row.code)) return staffOnlyType(row.code);
    return { row: { ...row, discounts: [] } satisfies DecorationRow };
  }
  return { row };
};
