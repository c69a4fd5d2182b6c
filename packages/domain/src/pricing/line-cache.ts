import type { DecorationRow } from '../quote/schema/rows.ts';
import { decorationLines } from './decoration-lines.ts';
import type { PoolInfo } from './pools.ts';
import type { PriceTables } from './tables/schema.ts';
import type { PricedLine } from './types.ts';

type Entry = { tables: PriceTables; groupId: string; pool: PoolInfo | undefined; lines: PricedLine[] };

/**
 * The priced lines of decoration rows, kept by row between pricings of the same document. The
 * editor prices the whole quote on every keystroke, but the document's operations give a new
 * object only to the rows they change; a row whose object, group, embroidery pool and price
 * tables are all the same as last time has the same lines, so they are taken from here. The
 * server prices each document once and passes no cache.
 */
export type PricingCache = WeakMap<DecorationRow, Entry>;

export const newPricingCache = (): PricingCache => new WeakMap();

const samePool = (a: PoolInfo | undefined, b: PoolInfo | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.pooledQty === b.pooledQty &&
    a.supplier === b.supplier &&
    a.carriesSetupCost === b.carriesSetupCost);

/** decorationLines, from the cache when nothing it depends on has changed. */
export const cachedDecorationLines = (
  row: DecorationRow,
  ctx: { tables: PriceTables; groupId: string; pool: PoolInfo | undefined },
  cache: PricingCache | undefined,
): PricedLine[] => {
  if (!cache) return decorationLines(row, ctx);
  const kept = cache.get(row);
  if (kept && kept.tables === ctx.tables && kept.groupId === ctx.groupId && samePool(kept.pool, ctx.pool))
    return kept.lines;
  const lines = decorationLines(row, ctx);
  cache.set(row, { tables: ctx.tables, groupId: ctx.groupId, pool: ctx.pool, lines });
  return lines;
};
