import type { Group } from '../quote/schema/groups.ts';
import type {
  AttentionRow,
  DecorationRow,
  DeliveryRow,
  DiscountRow,
  ProductRow,
} from '../quote/schema/rows.ts';
import { bandIndex } from './bands.ts';
import { decorationLines } from './decoration-lines.ts';
import { groupLines } from './group-lines.ts';
import type { PoolInfo } from './pools.ts';
import { attentionLine, deliveryLine, discountLine, productLine } from './row-lines.ts';
import type { PriceTables } from './tables/schema.ts';
import type { PricedLine } from './types.ts';

type Entry = { tables: PriceTables; groupId: string; pool: PoolInfo | undefined; lines: PricedLine[] };

/** The rows priced as one line each; their line depends on the row and its group alone. */
export type SingleLineRow = ProductRow | AttentionRow | DeliveryRow | DiscountRow;

/**
 * The priced lines of every row and of groups (fees, tasks, group discount), kept between
 * pricings of the same document. The editor prices the whole quote on every keystroke, but the
 * document's operations give a new object only to the rows and groups they change; a row whose
 * object, group, embroidery pool and price tables are all the same as last time has the same
 * lines, and so has an unchanged group, so they are taken from here. The server prices each
 * document once and passes no cache.
 */
export type PricingCache = {
  decorations: WeakMap<DecorationRow, Entry>;
  rows: WeakMap<SingleLineRow, { groupId: string; line: PricedLine }>;
  groups: WeakMap<Group, PricedLine[]>;
};

export const newPricingCache = (): PricingCache => ({
  decorations: new WeakMap(),
  rows: new WeakMap(),
  groups: new WeakMap(),
});

const singleLine = (row: SingleLineRow, groupId: string): PricedLine => {
  switch (row.type) {
    case 'product':
      return productLine(row, groupId);
    case 'attention':
      return attentionLine(row, groupId);
    case 'delivery':
      return deliveryLine(row, groupId);
    case 'discount':
      return discountLine(row, groupId);
  }
};

/**
 * The line of a product, attention, delivery or discount row, from the cache while the row is
 * the same object in the same group: a keystroke in a 1,000-line quote then makes one new line.
 */
export const cachedRowLine = (
  row: SingleLineRow,
  groupId: string,
  cache: PricingCache | undefined,
): PricedLine => {
  if (!cache) return singleLine(row, groupId);
  const kept = cache.rows.get(row);
  if (kept && kept.groupId === groupId) return kept.line;
  const line = singleLine(row, groupId);
  cache.rows.set(row, { groupId, line });
  return line;
};

/**
 * Whether two pooled quantities price alike: decoration pricing reads a pooled quantity only
 * through these bands (embroidery.ts), so a keystroke that moves a pool within its bands leaves
 * every other line of the pool as it was. A new use of the pooled quantity in pricing must be
 * added here; line-cache.test.ts checks cached pricing against uncached pricing.
 */
const sameBands = (a: number, b: number, tables: PriceTables) =>
  bandIndex(tables.embroidery.qtyBands, a) === bandIndex(tables.embroidery.qtyBands, b) &&
  bandIndex(tables.portwestEmbroidery.unitCost, a) === bandIndex(tables.portwestEmbroidery.unitCost, b) &&
  bandIndex(tables.portwestEmbroidery.setupCost, a) === bandIndex(tables.portwestEmbroidery.setupCost, b);

const samePool = (a: PoolInfo | undefined, b: PoolInfo | undefined, tables: PriceTables) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.supplier === b.supplier &&
    a.carriesSetupCost === b.carriesSetupCost &&
    (a.pooledQty === b.pooledQty || sameBands(a.pooledQty, b.pooledQty, tables)));

/** decorationLines, from the cache when nothing it depends on has changed. */
export const cachedDecorationLines = (
  row: DecorationRow,
  ctx: { tables: PriceTables; groupId: string; pool: PoolInfo | undefined },
  cache: PricingCache | undefined,
): PricedLine[] => {
  if (!cache) return decorationLines(row, ctx);
  const kept = cache.decorations.get(row);
  if (
    kept &&
    kept.tables === ctx.tables &&
    kept.groupId === ctx.groupId &&
    samePool(kept.pool, ctx.pool, ctx.tables)
  )
    return kept.lines;
  const lines = decorationLines(row, ctx);
  cache.decorations.set(row, { tables: ctx.tables, groupId: ctx.groupId, pool: ctx.pool, lines });
  return lines;
};

/** groupLines, from the cache while the group is the same object (its lines depend on it alone). */
export const cachedGroupLines = (group: Group, cache: PricingCache | undefined): PricedLine[] => {
  if (!cache) return groupLines(group);
  const kept = cache.groups.get(group);
  if (kept) return kept;
  const lines = groupLines(group);
  cache.groups.set(group, lines);
  return lines;
};
