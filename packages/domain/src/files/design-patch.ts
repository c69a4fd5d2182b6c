import type { DecorationRow, SetupDiscount } from '../quote/schema/rows.ts';
import type { GetBrandAnswer } from './calls.ts';

/**
 * What choosing a saved embroidery design on a decoration row fills in: the
 * design's id in `setup_emb` (quote spec 3, "saved design id"), so rows stitching the same
 * design pool by it (spec 5), and its stitch count, size, colours, notes and setup. A design
 * with a setup discount adds it as the row's discount; one without leaves the row's as it is.
 * Prices still follow the pricing rules: the engine reads setup price and cost from the tables
 * unless staff price the row by hand.
 */
export function designPatchOf(designId: number, design: GetBrandAnswer): Partial<DecorationRow> {
  const patch: Partial<DecorationRow> = {
    setup_emb: designId,
    setup_sc: design.sc,
    setup_size: design.size,
    setup_color: design.colours,
    setup_notes: design.notes,
    setup_code: design.setup_code,
    setup_qty: design.setup_qty,
    setup_unit_cost: design.setup_unit_cost,
    setup_price: design.setup_price,
  };
  if (design.setup_discount_enable) {
    const discount: SetupDiscount = {
      setup_discount_enable: true,
      setup_discount: design.setup_discount,
      setup_discount_other: '',
      setup_discount_qty: design.setup_discount_qty,
      setup_discount_cost: 0,
      setup_discount_value: design.setup_discount_value,
    };
    patch.discounts = [discount];
  }
  return patch;
}

/** A saved design as the row's Design choice lists it. */
export type DesignChoice = { id: number; label: string };

/** The choices of a client's embroidery designs: name and, when known, stitch count. */
export const designChoicesOf = (
  designs: readonly { id: number; file_name: string; stitch_count: number | null }[],
): DesignChoice[] =>
  designs.map((design) => ({
    id: design.id,
    label:
      design.stitch_count === null
        ? design.file_name
        : `${design.file_name} (${design.stitch_count.toLocaleString('en-AU')} stitches)`,
  }));
