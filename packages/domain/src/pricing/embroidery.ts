import { type Cents, toCents } from '../money/index.ts';
import { bandIndex, pickBand } from './bands.ts';
import { DEFAULT_PRICE_TABLES } from './tables/defaults.ts';
import type { PriceTables } from './tables/schema.ts';

/** Supplier codes with their own embroidery rules: Portwest (catalogue key PW) and JS. */
const isPortwest = (supplier?: string | null) => supplier?.trim().toUpperCase() === 'PW';
const isJs = (supplier?: string | null) => supplier?.trim().toUpperCase() === 'JS';

const gridValue = (grid: readonly (readonly number[])[], row: number, col: number): number =>
  grid[row]?.[col] ?? 0;

/**
 * Per-unit embroidery cost for a stitch count and a (pooled) quantity, as answered by
 * GET /customerBrands/getcost?sc&qty(&supplier=JS). Portwest has the spec's flat rule
 * (5.50 under 10, 3.45 from 10); JS has its own curve; everyone else the default curve.
 */
export const embroideryUnitCost = (
  stitchCount: number,
  qty: number,
  supplier?: string | null,
  tables: PriceTables = DEFAULT_PRICE_TABLES,
): Cents => {
  if (isPortwest(supplier)) return toCents(pickBand(tables.portwestEmbroidery.unitCost, qty).cost);
  const e = tables.embroidery;
  const grid = isJs(supplier) ? e.jsCost : e.cost;
  return toCents(gridValue(grid, bandIndex(e.stitchBands, stitchCount), bandIndex(e.qtyBands, qty)));
};

/** Per-unit embroidery price for a stitch count and a (pooled) quantity (our figures). */
export const embroideryUnitPrice = (
  stitchCount: number,
  qty: number,
  tables: PriceTables = DEFAULT_PRICE_TABLES,
): Cents => {
  const e = tables.embroidery;
  return toCents(gridValue(e.price, bandIndex(e.stitchBands, stitchCount), bandIndex(e.qtyBands, qty)));
};

/** Setup cost of a Portwest embroidery pool by its pooled quantity (spec 9), or null for other suppliers. */
export const portwestSetupCost = (
  supplier: string | null | undefined,
  pooledQty: number,
  tables: PriceTables = DEFAULT_PRICE_TABLES,
): Cents | null =>
  isPortwest(supplier) ? toCents(pickBand(tables.portwestEmbroidery.setupCost, pooledQty).cost) : null;
