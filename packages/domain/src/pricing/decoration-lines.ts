import { isSleevePosition } from '../catalogue/positions.ts';
import { type Cents, roundHalfUp, toCents } from '../money/index.ts';
import { readNumber, toNumber } from '../money/parse.ts';
import { customerSees } from '../quote/roles/customer-sees.ts';
import type { DecorationRow } from '../quote/schema/rows.ts';
import { pickBand } from './bands.ts';
import { kindOf, type PricingKind } from './decoration-kind.ts';
import { embroideryUnitCost, embroideryUnitPrice, portwestSetupCost } from './embroidery.ts';
import { line } from './line.ts';
import type { PoolInfo } from './pools.ts';
import type { PriceTables, SetupPrices } from './tables/schema.ts';
import type { PricedLine } from './types.ts';

type Kind = PricingKind;

const setupKey = (code: string | null | undefined): keyof SetupPrices =>
  code === 'New Set Up' ? 'new' : code === 'Repeat Set Up' ? 'repeat' : 'default';

type Context = { tables: PriceTables; groupId: string; pool?: PoolInfo | undefined };

/** Unit price and cost of the decoration itself, from the tables unless typed in by an admin. */
const unitAmounts = (
  row: DecorationRow,
  kind: Kind,
  qty: number,
  ctx: Context,
): { price: Cents; cost: Cents } => {
  const t = ctx.tables;
  if (row.price_manual || kind === 'other' || kind === 'digital' || kind === 'vinyl')
    return { price: toCents(row.price), cost: toCents(row.unit_cost) };
  if (kind === 'sp1c') {
    const band = isSleevePosition(row.position ?? '')
      ? t.screenPrint1C.sleeve
      : pickBand(t.screenPrint1C.tiers, qty);
    return { price: toCents(band.price), cost: toCents(band.cost) };
  }
  if (kind === 'sp2c') {
    const band = pickBand(t.screenPrint2C.tiers, qty);
    return { price: toCents(band.price), cost: toCents(band.cost) };
  }
  const sc = toNumber(row.setup_sc);
  const pooled = ctx.pool?.pooledQty ?? qty;
  return {
    price: embroideryUnitPrice(sc, pooled, t),
    cost: embroideryUnitCost(sc, pooled, ctx.pool?.supplier ?? row.supplier, t),
  };
};

/** A unit cost typed on the row, or the price table's when none is. */
const unit = (value: unknown, fallback: number): Cents => toCents(readNumber(value) ?? fallback);

/** Film (digital only), heat press and packing: costs of digital and vinyl print, never charged. */
const printExtraCost = (row: DecorationRow, kind: Kind, t: PriceTables): Cents => {
  if (kind !== 'digital' && kind !== 'vinyl') return 0;
  const table = kind === 'digital' ? t.digitalPrint : t.vinylPrint;
  const film =
    kind === 'digital' ? toNumber(row.film_qty) * unit(row.film_unit_cost, t.digitalPrint.filmUnitCost) : 0;
  const heat = toNumber(row.heat_qty) * unit(row.heat_unit_cost, table.heatUnitCost);
  const packing = toNumber(row.packing_qty) * unit(row.packing_unit_cost, table.packingUnitCost);
  return roundHalfUp(film + heat + packing);
};

/** "Setup quantity counts as 0 when setup code is 'None'" (spec 5); otherwise one setup unless stated. */
const setupQty = (row: DecorationRow, kind: Kind): number => {
  if (row.setup_code === 'None') return 0;
  const stated = readNumber(row.setup_qty);
  if (stated !== null) return Math.max(0, stated);
  // A hand-priced kind has no setup until staff give it one.
  if (kind === 'other' || row.price_manual) return readNumber(row.setup_price) ? 1 : 0;
  return 1;
};

const setupUnit = (row: DecorationRow, kind: Kind, ctx: Context): { price: Cents; cost: Cents } => {
  const t = ctx.tables;
  if (row.price_manual || kind === 'other')
    return { price: toCents(row.setup_price), cost: toCents(row.setup_unit_cost) };
  const key = setupKey(row.setup_code);
  const table =
    kind === 'embroidery'
      ? t.embroidery.setup
      : kind === 'digital'
        ? t.digitalPrint.setup
        : kind === 'vinyl'
          ? t.vinylPrint.setup
          : t.screenPrintSetup;
  const entry = table[key];
  let cost = toCents(entry.cost);
  if (kind === 'embroidery' && ctx.pool) {
    // A pooled design is digitised once: its setup is charged, and costed, on the pool's first
    // row with a setup only, for the customer as for the business (decisions/111).
    if (!ctx.pool.carriesSetupCost) return { price: 0, cost: 0 };
    // Portwest's setup cost falls with the pooled quantity.
    const portwest = key === 'repeat' ? null : portwestSetupCost(ctx.pool.supplier, ctx.pool.pooledQty, t);
    cost = portwest ?? cost;
  }
  return { price: toCents(entry.price), cost };
};

/**
 * All priced lines of one decoration row: the decoration, its setup, colour change and setup
 * discounts. Fields are written out rather than spread from a shared object: spreading made
 * this ten times slower in V8, and a 1,000-line quote must price in under 2 ms.
 */
export const decorationLines = (row: DecorationRow, ctx: Context): PricedLine[] => {
  const kind = kindOf(row.code);
  const qty = Math.max(0, toNumber(row.qty));
  const unit = unitAmounts(row, kind, qty, ctx);
  const lines: PricedLine[] = [
    line({
      rowId: row.id,
      groupId: ctx.groupId,
      id: row.id,
      part: 'decoration',
      summary: 'decorations',
      qty,
      unitPrice: unit.price,
      unitCost: unit.cost,
      extraCost: printExtraCost(row, kind, ctx.tables),
      charged: true,
      visibleToCustomer: true,
    }),
  ];
  const sQty = setupQty(row, kind);
  if (sQty > 0 || (row.setup_code ?? '') !== '') {
    const s = setupUnit(row, kind, ctx);
    lines.push(
      line({
        rowId: row.id,
        groupId: ctx.groupId,
        id: `${row.id}:setup`,
        part: 'setup',
        summary: 'setups',
        qty: sQty,
        unitPrice: s.price,
        unitCost: s.cost,
        charged: true,
        visibleToCustomer: true,
      }),
    );
  }
  // "The colour change charge applies only to screen print decorations" (spec 5).
  if ((kind === 'sp1c' || kind === 'sp2c') && row.setup_color_change === 'Colour Change') {
    const manual = row.price_manual;
    lines.push(
      line({
        rowId: row.id,
        groupId: ctx.groupId,
        id: `${row.id}:colour_change`,
        part: 'colour_change',
        summary: 'colourChanges',
        qty: Math.max(0, readNumber(row.setup_color_change_qty) ?? 1),
        unitPrice: manual ? toCents(row.setup_color_change_price) : toCents(ctx.tables.colourChange.price),
        unitCost: manual ? toCents(row.setup_color_change_unit_cost) : toCents(ctx.tables.colourChange.cost),
        charged: true,
        visibleToCustomer: true,
      }),
    );
  }
  const discounts = row.discounts ?? [];
  for (let i = 0; i < discounts.length; i++) {
    const d = discounts[i];
    if (!d) continue;
    // "Setup discounts show to customers only when enabled" (spec 5); unshown means uncharged.
    const enabled = customerSees.setupDiscount(d);
    lines.push(
      line({
        rowId: row.id,
        groupId: ctx.groupId,
        id: `${row.id}:setup_discount:${i}`,
        part: 'setup_discount',
        summary: 'setups',
        qty: readNumber(d.setup_discount_qty) ?? 1,
        unitPrice: toCents(d.setup_discount_value),
        unitCost: toCents(d.setup_discount_cost),
        negative: true,
        charged: enabled,
        visibleToCustomer: enabled,
      }),
    );
  }
  return lines;
};
