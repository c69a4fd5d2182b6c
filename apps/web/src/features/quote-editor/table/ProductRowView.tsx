import { GARMENT_POSITIONS, positionLabel } from '@portal/domain/catalogue';
import { CUSTOM_PRODUCT_SUBTYPE, type ProductRow } from '@portal/domain/quote';
import { memo } from 'react';
import { CheckCell, IconButton, QuantityCell, TextCell } from './cells.tsx';
import { useRowDrag } from './drag.tsx';
import { fieldCells } from './field-cells.tsx';
import { AttentionIcon, CameraIcon, CrossIcon } from './icons.tsx';
import { LineQuestionControl } from './line-questions.tsx';
import { money, unitMoney } from './money.ts';
import { amountOf, sameRowProps } from './row-memo.ts';
import classes from './table.module.css';
import type { RowViewProps } from './types.ts';

/** How a product line is named in labels: code, colour and size, as staff say it. */
export const productName = (row: ProductRow) =>
  [row.code || 'Custom product', row.colour, row.size].filter(Boolean).join(' ');

type Props = RowViewProps<ProductRow> & { onShowImage: (row: ProductRow) => void };

/** One product line (quote spec 2, 3): quantity, price, a checkbox per garment position and Select All. */
export const ProductRowView = memo(function ProductRowView({
  row,
  lines,
  view,
  actions,
  costsShown,
  onShowImage,
}: Props) {
  const name = productName(row);
  const drag = useRowDrag(row.id, view.canDrag, name);
  const locked = view.readOnly;
  const staff = view.isAdmin && !locked;
  const custom = row.subtype === CUSTOM_PRODUCT_SUBTYPE;
  const ticked = row.position ?? {};
  const allTicked = GARMENT_POSITIONS.every((p) => ticked[p]);
  const line = amountOf(lines, 'product');
  const set = (patch: Partial<ProductRow>) => actions.update(row.id, 'product', patch);
  // Cost, price and note are staff's (quote spec 6); the rest is open to whoever may edit.
  const cell = fieldCells(row, name, locked, set);
  const staffCell = fieldCells(row, name, !staff, set);
  return (
    <tr ref={drag.ref} style={drag.style} className={drag.className}>
      <td>{drag.handle}</td>
      <td>
        <IconButton label={`Show image of ${name}`} onClick={() => onShowImage(row)}>
          <CameraIcon />
        </IconButton>
      </td>
      <td>{custom ? cell.text('code', 'code') : row.code}</td>
      <td>
        {custom ? (
          <TextCell
            label={`${name} description`}
            value={row.description}
            disabled={locked}
            wide
            // A custom product has no separate short description, which lines show first.
            onChange={(description) => set({ description, description_trim: description })}
          />
        ) : (
          row.description_trim || row.description
        )}
      </td>
      <td>{row.colour}</td>
      <td>{row.size}</td>
      <td>
        <QuantityCell
          label={`${name} quantity`}
          value={row.qty}
          disabled={locked}
          onChange={(qty) => actions.setQty(row.id, qty)}
        />
      </td>
      {view.isAdmin && costsShown && <td>{staffCell.money('cost', 'cost')}</td>}
      <td>
        {view.isAdmin ? (
          staffCell.money('price', 'price')
        ) : (
          <span className={classes.money}>{unitMoney(line)}</span>
        )}
      </td>
      {GARMENT_POSITIONS.map((position) => (
        <td key={position} className={classes.position}>
          <CheckCell
            label={`${name} ${positionLabel(position, view.otherLabel)}`}
            checked={ticked[position] === true}
            disabled={locked}
            onChange={(checked) => actions.togglePosition(row.id, position, checked)}
          />
        </td>
      ))}
      <td className={classes.position}>
        <CheckCell
          label={`${name} select all positions`}
          checked={allTicked}
          disabled={locked}
          onChange={(checked) => actions.selectAll(row.id, checked)}
        />
      </td>
      {view.isAdmin && <td>{staffCell.text('note', 'note')}</td>}
      <td className={classes.money}>{money(line)}</td>
      <td>
        <LineQuestionControl rowId={row.id} name={name} />
        {view.isAdmin && (
          <IconButton
            label={`${name} needs attention`}
            pressed={row.need_attention === true}
            disabled={locked}
            onClick={() => actions.toggleAttention(row.id)}
          >
            <AttentionIcon />
          </IconButton>
        )}
        {!locked && (
          <IconButton label={`Delete ${name}`} danger onClick={() => actions.remove(row.id)}>
            <CrossIcon />
          </IconButton>
        )}
      </td>
    </tr>
  );
}, sameRowProps);
