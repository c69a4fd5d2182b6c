import type { Group } from '../quote/schema/groups.ts';
import type { DecorationRow } from '../quote/schema/rows.ts';
import { decorationLines } from './decoration-lines.ts';
import { groupLines } from './group-lines.ts';
import type { PoolInfo } from './pools.ts';
import type { PriceTables } from './tables/schema.ts';
import type { PricedLine } from './types.ts';

type Entry = { tables: PriceTables; groupId: string; pool: PoolInfo | undefined; lines: PricedLine[] };

/**
 * The priced lines of decoration rows and of groups (fees, tasks, group discount), kept between
 * pricings of the same document. The editor prices the whole quote on every keystroke, but the
 * document's operations give a new object only to the rows and groups they change; a row whose
 * object, group, embroidery pool and price tables are all the same as last time has the same
 * lines, and so has an unchanged group, so they are taken from here. The server prices each
 * document once and passes no cache.
 */
export type PricingCache = {
  decorations: WeakMap<DecorationRow, Entry>;
  groups: WeakMap<Group, PricedLine[]>;
};

export const newPricingCache = (): PricingCache => ({ decorations: new WeakMap(), groups: new WeakMap() });

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
  const kept = cache.decorations.get(row);
  if (kept && kept.tables === ctx.tables && kept.groupId === ctx.groupId && samePool(kept.pool, ctx.pool))
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
