import { GARMENT_POSITIONS, positionLabel } from '@portal/domain/catalogue';
import { formatMoney } from '@portal/domain/money';
import { CUSTOM_PRODUCT_SUBTYPE, type ProductRow } from '@portal/domain/quote';
import { memo } from 'react';
import { CheckCell, IconButton, NumberCell, QuantityCell, TextCell } from './cells.tsx';
import { useRowDrag } from './drag.tsx';
import { AttentionIcon, CameraIcon, CrossIcon } from './icons.tsx';
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
  return (
    <tr ref={drag.ref} style={drag.style} className={drag.className}>
      <td>{drag.handle}</td>
      <td>
        <IconButton label={`Show image of ${name}`} onClick={() => onShowImage(row)}>
          <CameraIcon />
        </IconButton>
      </td>
      <td>
        {custom ? (
          <TextCell
            label={`${name} code`}
            value={row.code}
            disabled={locked}
            onChange={(code) => actions.update(row.id, 'product', { code })}
          />
        ) : (
          row.code
        )}
      </td>
      <td>
        {custom ? (
          <TextCell
            label={`${name} description`}
            value={row.description}
            disabled={locked}
            wide
            onChange={(description) =>
              actions.update(row.id, 'product', { description, description_trim: description })
            }
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
      {view.isAdmin && costsShown && (
        <td>
          <NumberCell
            label={`${name} cost`}
            value={row.cost}
            disabled={!staff}
            onChange={(cost) => actions.update(row.id, 'product', { cost })}
          />
        </td>
      )}
      <td>
        {view.isAdmin ? (
          <NumberCell
            label={`${name} price`}
            value={row.price}
            disabled={!staff}
            onChange={(price) => actions.update(row.id, 'product', { price })}
          />
        ) : (
          <span className={classes.money}>{line ? formatMoney(line.unitPrice) : ''}</span>
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
      {view.isAdmin && (
        <td>
          <TextCell
            label={`${name} note`}
            value={row.note}
            disabled={!staff}
            onChange={(note) => actions.update(row.id, 'product', { note })}
          />
        </td>
      )}
      <td className={classes.money}>{line ? formatMoney(line.amount) : ''}</td>
      <td>
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
