import type { DecorationPriceField, DecorationRow } from '@portal/domain/quote';
import { NumberCell } from './cells.tsx';
import type { TableActions } from './use-table-actions.ts';

/**
 * A decoration's cost or price: the price tables' figure until an admin types one, which prices
 * the row by hand (price_manual, docs/decisions/021) so from then on it shows the row's own.
 */
export function DecorationPriceCell({
  row,
  field,
  label,
  tableFigure,
  locked,
  actions,
}: {
  row: DecorationRow;
  field: DecorationPriceField;
  label: string;
  /** The figure the engine took from the price tables, e.g. "9.40". */
  tableFigure: string;
  locked: boolean;
  actions: TableActions;
}) {
  return (
    <NumberCell
      label={label}
      value={row.price_manual ? row[field] : tableFigure}
      disabled={locked}
      onChange={(value) => actions.setDecorationPrice(row.id, field, value)}
    />
  );
}
