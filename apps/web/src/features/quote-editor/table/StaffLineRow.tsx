import type { PricedLine } from '@portal/domain/pricing';
import type { ReactNode } from 'react';
import { AmountAndDeleteCells } from './AmountAndDeleteCells.tsx';
import { useRowDrag } from './drag.tsx';
import { type FieldCells, type FieldsTaking, fieldCells } from './field-cells.tsx';
import { money } from './money.ts';
import { amountOf } from './row-memo.ts';
import type { TableView } from './types.ts';
import type { TableActions } from './use-table-actions.ts';

/** What attention, delivery and discount lines have in common: an id and the staff's tick. */
type StaffLine = { id: string; checked?: boolean | null };

/**
 * The row of a line whose every field is staff's (attention, delivery, discount; quote spec 6):
 * drag handle, the "shown to customer" tick, the line's own cells, its amount and delete. The
 * fields are locked unless an admin edits a quote that is open; customers see such a line,
 * read-only, only once staff tick it (spec 5), and the table leaves the others out.
 */
export function StaffLineRow<R extends StaffLine>({
  row,
  part,
  name,
  lines,
  view,
  actions,
  onPatch,
  children,
}: {
  row: R;
  part: PricedLine['part'];
  /** The line's accessible name, which starts the label of each of its cells. */
  name: string;
  lines: readonly PricedLine[];
  view: TableView;
  actions: TableActions;
  onPatch: (patch: Partial<R>) => void;
  /** The line's own cells, between its tick and its amount. */
  children: (cell: FieldCells<R>) => ReactNode;
}) {
  const drag = useRowDrag(row.id, view.canDrag, name);
  const staff = view.isAdmin && !view.readOnly;
  const cell = fieldCells(row, name, !staff, onPatch);
  // Every staff line has the tick (StaffLine); TypeScript cannot see that through R.
  const tick = 'checked' as FieldsTaking<R, boolean>;
  return (
    <tr ref={drag.ref} style={drag.style} className={drag.className}>
      <td>{drag.handle}</td>
      <td>{cell.check(tick, 'shown to customer')}</td>
      {children(cell)}
      <AmountAndDeleteCells
        amount={money(amountOf(lines, part))}
        name={name}
        onDelete={staff ? () => actions.remove(row.id) : undefined}
      />
    </tr>
  );
}
