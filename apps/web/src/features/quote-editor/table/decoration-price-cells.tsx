import type { DecorationPriceField, DecorationRow } from '@portal/domain/quote';
import { NumberCell } from './cells.tsx';
import type { TableActions } from './use-table-actions.ts';

/**
 * A decoration's cost and price cells, bound once to the row like fieldCells. Each shows the
 * price tables' figure until an admin types one, which prices the row by hand (price_manual,
 * docs/decisions/021) so from then on it shows the row's own figure.
 */
export function decorationPriceCells(
  row: DecorationRow,
  name: string,
  locked: (field: DecorationPriceField) => boolean,
  actions: TableActions,
) {
  /** `tableFigure`: what the engine took from the price tables, e.g. "9.40". */
  return (field: DecorationPriceField, what: string, tableFigure: string) => (
    <NumberCell
      label={`${name} ${what}`}
      value={row.price_manual ? row[field] : tableFigure}
      disabled={locked(field)}
      onChange={(value) => actions.setDecorationPrice(row.id, field, value)}
      money
    />
  );
}
