import { GARMENT_POSITIONS, positionLabel, rowCodeFor } from '@portal/domain/catalogue';
import { customerMaySet, type DecorationRow } from '@portal/domain/quote';
import { memo } from 'react';
import { AmountAndDeleteCells } from './AmountAndDeleteCells.tsx';
import { NumberCell, SelectCell } from './cells.tsx';
import { DecorationLayout } from './decoration-layouts.tsx';
import { decorationPriceCells } from './decoration-price-cells.tsx';
import { useRowDrag } from './drag.tsx';
import { fieldCells } from './field-cells.tsx';
import { LineQuestionControl } from './line-questions.tsx';
import { money, unitCost, unitMoney, unitPrice } from './money.ts';
import { amountOf, sameRowProps } from './row-memo.ts';
import classes from './table.module.css';
import type { RowViewProps } from './types.ts';

/** How a decoration is named in labels: its type and position. */
export const decorationName = (row: DecorationRow, otherLabel: string) =>
  [row.code || 'Decoration', row.position ? positionLabel(row.position, otherLabel) : '']
    .filter(Boolean)
    .join(' ');

/** The columns of the Brand Management section, shared by its header and its rows. */
export const decorationColumns = (admin: boolean, costs: boolean) => [
  '',
  'Decoration',
  'Position',
  'Description',
  'Qty',
  ...(admin && costs ? ['Unit cost'] : []),
  'Unit price',
  ...(admin ? ['Supplier', 'Notes'] : []),
  'Amount',
  '',
];

/**
 * A decoration line of Brand Management with the rows of its code's layout below it (quote
 * spec 9): Embroidery, Screen Print with colour change, Digital Print with film, heat press and
 * packing, Vinyl Print with heat press and packing. Customers choose the type (their two),
 * the position and the design; the rest is staff's (spec 2 and 6).
 */
export const DecorationRowView = memo(function DecorationRowView({
  row,
  lines,
  view,
  actions,
  costsShown,
}: RowViewProps<DecorationRow>) {
  const name = decorationName(row, view.otherLabel);
  const drag = useRowDrag(row.id, view.canDrag, name);
  const may = (field: string) => !view.readOnly && (view.isAdmin || customerMaySet('decoration', field));
  const line = amountOf(lines, 'decoration');
  const layout = rowCodeFor(row.code ?? '');
  const positions = GARMENT_POSITIONS.map((p) => p as string);
  const cols = decorationColumns(view.isAdmin, costsShown).length;
  const cell = fieldCells(
    row,
    name,
    (field) => !may(field),
    (patch) => actions.update(row.id, 'decoration', patch),
  );
  const price = decorationPriceCells(row, name, (field) => !may(field), actions);
  return (
    <>
      <tr ref={drag.ref} style={drag.style} className={drag.className} data-layout={layout}>
        <td>{drag.handle}</td>
        <td>
          <SelectCell
            label={`${name} decoration type`}
            value={row.code}
            options={view.decorationTypes}
            disabled={view.readOnly}
            onChange={(code) => actions.changeCode(row.id, code)}
          />
        </td>
        <td>
          <SelectCell
            label={`${name} position`}
            value={row.position}
            options={positions}
            disabled={view.readOnly}
            onChange={(position) => actions.changePosition(row.id, position)}
          />
        </td>
        <td>{cell.text('description', 'description', { wide: true })}</td>
        <td>
          <NumberCell
            label={`${name} quantity`}
            value={row.qty}
            // A decoration's quantity follows its products; only a hand-added one has its own.
            disabled={!view.isAdmin || view.readOnly || Boolean(row.position)}
            onChange={(qty) => actions.update(row.id, 'decoration', { qty })}
          />
        </td>
        {view.isAdmin && costsShown && <td>{price('unit_cost', 'unit cost', unitCost(line))}</td>}
        <td>
          {view.isAdmin ? (
            price('price', 'unit price', unitPrice(line))
          ) : (
            <span className={classes.money}>{unitMoney(line)}</span>
          )}
        </td>
        {view.isAdmin && (
          <>
            <td>{cell.text('supplier', 'supplier')}</td>
            <td>{cell.text('emb_note', 'notes')}</td>
          </>
        )}
        <AmountAndDeleteCells
          amount={money(line)}
          name={name}
          onDelete={view.readOnly ? undefined : () => actions.remove(row.id)}
        >
          <LineQuestionControl rowId={row.id} name={name} />
        </AmountAndDeleteCells>
      </tr>
      <DecorationLayout
        layout={layout}
        row={row}
        name={name}
        lines={lines}
        view={view}
        actions={actions}
        costsShown={costsShown}
        columns={cols}
        may={may}
      />
    </>
  );
}, sameRowProps);
