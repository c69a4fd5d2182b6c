import { centsToDollars } from '../../money/format.ts';
import type { PricedQuote } from '../../pricing/types.ts';
import { COMPUTED_DECORATION_FIELDS } from '../../pricing/write-prices.ts';
import type { QuoteContent } from '../schema/content.ts';
import type { DecorationRow } from '../schema/rows.ts';
import { findRow, isDecoration } from './rows.ts';
import { updateRow } from './update-row.ts';

/** The decoration fields an admin may type a figure into; typing one prices the row by hand. */
export type DecorationPriceField =
  | 'price'
  | 'unit_cost'
  | 'setup_price'
  | 'setup_unit_cost'
  | 'setup_color_change_price'
  | 'setup_color_change_unit_cost';

/**
 * An admin types a price or cost of a decoration (docs/decisions/021): the row becomes priced by
 * hand (`price_manual`), so from then on its own figures are used. The first time, the figures
 * the price tables gave it are written into the row, so typing one figure does not zero the rest.
 */
export const setDecorationPrice = (
  content: QuoteContent,
  rowId: string,
  field: DecorationPriceField,
  value: number | null,
  priced: PricedQuote,
): QuoteContent => {
  const found = findRow(content, rowId);
  if (!found || !isDecoration(found.row)) return content;
  const computed: Partial<DecorationRow> = {};
  if (!found.row.price_manual)
    for (const line of priced.lines) {
      if (line.rowId !== rowId) continue;
      const fields = COMPUTED_DECORATION_FIELDS[line.part as keyof typeof COMPUTED_DECORATION_FIELDS];
      if (!fields) continue;
      computed[fields.price] = centsToDollars(line.unitPrice);
      if (line.unitCost !== undefined) computed[fields.cost] = centsToDollars(line.unitCost);
    }
  return updateRow(content, rowId, 'decoration', { ...computed, [field]: value, price_manual: true });
};
