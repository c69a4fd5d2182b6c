import { readNumber, toNumber } from '../money/parse.ts';
import { groupOf, hasPosition, isDecoration, isProduct } from '../quote/ops/rows.ts';
import type { Category } from '../quote/schema/content.ts';
import type { DecorationRow } from '../quote/schema/rows.ts';

export type PoolInfo = { pooledQty: number; supplier: string; carriesSetupCost: boolean };

export const isEmbroidery = (row: DecorationRow) => (row.code ?? '').trim() === 'Embroidery';

/** Per group, per position: whether any product has it and whether all of those are Portwest. */
type PositionIndex = Map<string, Map<string, { allPortwest: boolean }>>;

// Nested maps rather than one "group|position" key: the editor prices on every keystroke, and a
// key string per product position was a third of pricing a 1,000-line quote.
const positionIndex = (category: Category): PositionIndex => {
  const index: PositionIndex = new Map();
  for (const r of category.items) {
    if (!isProduct(r) || !r.position) continue;
    const portwest = r.catalogue?.trim().toUpperCase() === 'PW';
    const group = groupOf(r, category);
    let positions = index.get(group);
    for (const position in r.position) {
      if (!hasPosition(r, position)) continue;
      if (!positions) {
        positions = new Map();
        index.set(group, positions);
      }
      const entry = positions.get(position);
      if (entry) entry.allPortwest &&= portwest;
      else positions.set(position, { allPortwest: portwest });
    }
  }
  return index;
};

/**
 * The supplier whose embroidery rules apply. An admin may name it on the row; otherwise a
 * decoration whose products all come from the Portwest catalogue follows the Portwest rules
 * ("Portwest-catalogue embroidery (key PW)", spec 9).
 */
export const effectiveSupplier = (
  row: DecorationRow,
  category: Category,
  index: PositionIndex = positionIndex(category),
): string => {
  const named = row.supplier?.trim();
  if (named) return named.toUpperCase();
  const entry = row.position ? index.get(groupOf(row, category))?.get(row.position) : undefined;
  return entry?.allPortwest ? 'PW' : '';
};

/** The design an embroidery line stitches: the saved design, else the logo file. Unknown → unpooled. */
const designOf = (row: DecorationRow): string | null => {
  const design = row.setup_emb ?? row.logo_file ?? row.logo_name ?? row.file_path;
  return design === null || design === undefined || String(design).trim() === '' ? null : String(design);
};

/**
 * "Embroidery lines with the same design, stitch count and supplier are pooled to compute
 * quantity-based cost and setup cost" (spec 5). Pooling spans the whole quote: the same logo
 * on polos and on jackets is one design run. The design is digitised once, so only the first
 * line of a pool that has a setup carries the setup cost.
 */
export const embroideryPools = (categories: readonly Category[]): Map<string, PoolInfo> => {
  const keyed = new Map<string, { rows: DecorationRow[]; supplier: string }>();
  const info = new Map<string, PoolInfo>();
  for (const category of categories) {
    const index = category.items.some((r) => isDecoration(r) && isEmbroidery(r))
      ? positionIndex(category)
      : new Map();
    for (const row of category.items) {
      if (!isDecoration(row) || !isEmbroidery(row)) continue;
      const supplier = effectiveSupplier(row, category, index);
      const design = designOf(row);
      const key = design === null ? `row:${row.id}` : `${design}|${toNumber(row.setup_sc)}|${supplier}`;
      const pool = keyed.get(key) ?? { rows: [], supplier };
      pool.rows.push(row);
      keyed.set(key, pool);
    }
  }
  for (const { rows, supplier } of keyed.values()) {
    const pooledQty = rows.reduce((sum, r) => sum + Math.max(0, toNumber(r.qty)), 0);
    const setupCarrier = rows.find((r) => r.setup_code !== 'None' && (readNumber(r.setup_qty) ?? 1) > 0);
    for (const r of rows) info.set(r.id, { pooledQty, supplier, carriesSetupCost: r === setupCarrier });
  }
  return info;
};
