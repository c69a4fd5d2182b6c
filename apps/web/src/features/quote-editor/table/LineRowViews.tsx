import { COURIERS, DELIVERY_DESCRIPTIONS, DISCOUNT_REASONS } from '@portal/domain/catalogue';
import type { AttentionRow, DeliveryRow, DiscountRow } from '@portal/domain/quote';
import { memo } from 'react';
import { AmountAndDeleteCells } from './AmountAndDeleteCells.tsx';
import { useRowDrag } from './drag.tsx';
import { fieldCells } from './field-cells.tsx';
import { money } from './money.ts';
import { amountOf, sameRowProps } from './row-memo.ts';
import type { RowViewProps } from './types.ts';

/**
 * Attention, delivery and discount lines. Every field is staff's (quote spec 6); customers see
 * these lines, read-only, only once staff tick them (spec 5), and the table leaves the others out.
 */

export const ATTENTION_COLUMNS = (costs: boolean) => [
  '',
  'Shown to customer',
  'Product',
  'Note',
  'Qty',
  ...(costs ? ['Cost'] : []),
  'Price',
  'Amount',
  '',
];

export const AttentionRowView = memo(function AttentionRowView({
  row,
  lines,
  view,
  actions,
  costsShown,
  productName,
}: RowViewProps<AttentionRow> & { productName: string }) {
  const name = `attention line for ${productName}`;
  const drag = useRowDrag(row.id, view.canDrag, name);
  const staff = view.isAdmin && !view.readOnly;
  const cell = fieldCells(row, name, !staff, (patch) => actions.update(row.id, 'attention', patch));
  return (
    <tr ref={drag.ref} style={drag.style} className={drag.className}>
      <td>{drag.handle}</td>
      <td>{cell.check('checked', 'shown to customer')}</td>
      <td>{productName}</td>
      <td>{cell.text('note', 'note', { wide: true })}</td>
      <td>{cell.number('qty', 'quantity')}</td>
      {view.isAdmin && costsShown && <td>{cell.number('cost', 'cost')}</td>}
      <td>{cell.number('price', 'price')}</td>
      <AmountAndDeleteCells
        amount={money(amountOf(lines, 'attention'))}
        name={name}
        onDelete={staff ? () => actions.remove(row.id) : undefined}
      />
    </tr>
  );
}, sameRowProps);

export const DELIVERY_COLUMNS = (costs: boolean) => [
  '',
  'Shown to customer',
  'Description',
  'Courier',
  'Attention',
  'Address',
  'Qty',
  ...(costs ? ['Unit cost'] : []),
  'Price',
  'Discount',
  'Note',
  'Amount',
  '',
];

export const DeliveryRowView = memo(function DeliveryRowView({
  row,
  lines,
  view,
  actions,
  costsShown,
}: RowViewProps<DeliveryRow>) {
  const name = `delivery ${row.delivery_desc || row.id}`;
  const drag = useRowDrag(row.id, view.canDrag, name);
  const staff = view.isAdmin && !view.readOnly;
  const cell = fieldCells(row, name, !staff, (patch) => actions.update(row.id, 'delivery', patch));
  return (
    <tr ref={drag.ref} style={drag.style} className={drag.className}>
      <td>{drag.handle}</td>
      <td>{cell.check('checked', 'shown to customer')}</td>
      <td>
        {cell.select('delivery_desc', 'description', DELIVERY_DESCRIPTIONS)}
        {row.delivery_desc === 'Other' && cell.text('delivery_other', 'other description')}
      </td>
      <td>{cell.select('courier', 'courier', COURIERS, { allowEmpty: true })}</td>
      <td>{cell.text('delivery_attn', 'attention')}</td>
      <td>{cell.text('delivery_address', 'address', { wide: true })}</td>
      <td>{cell.number('delivery_qty', 'quantity')}</td>
      {view.isAdmin && costsShown && <td>{cell.number('delivery_unit_cost', 'unit cost')}</td>}
      <td>{cell.number('delivery_price', 'price')}</td>
      <td>{cell.number('delivery_discount', 'discount')}</td>
      <td>{cell.text('delivery_note', 'note')}</td>
      <AmountAndDeleteCells
        amount={money(amountOf(lines, 'delivery'))}
        name={name}
        onDelete={staff ? () => actions.remove(row.id) : undefined}
      />
    </tr>
  );
}, sameRowProps);

export const DISCOUNT_COLUMNS = (costs: boolean) => [
  '',
  'Shown to customer',
  'Reason',
  'Approved by',
  'Qty',
  ...(costs ? ['Unit cost'] : []),
  'Price',
  'Note',
  'Amount',
  '',
];

export const DiscountRowView = memo(function DiscountRowView({
  row,
  lines,
  view,
  actions,
  costsShown,
}: RowViewProps<DiscountRow>) {
  const name = `discount ${row.discount_desc || row.id}`;
  const drag = useRowDrag(row.id, view.canDrag, name);
  // "Discount fields are enabled only for admins" (spec 5).
  const staff = view.isAdmin && !view.readOnly;
  const cell = fieldCells(row, name, !staff, (patch) => actions.update(row.id, 'discount', patch));
  return (
    <tr ref={drag.ref} style={drag.style} className={drag.className}>
      <td>{drag.handle}</td>
      <td>{cell.check('checked', 'shown to customer')}</td>
      <td>
        {cell.select('discount_desc', 'reason', DISCOUNT_REASONS)}
        {row.discount_desc === 'Other' && cell.text('discount_other', 'other reason')}
      </td>
      <td>{cell.text('discount_approvedby', 'approved by')}</td>
      <td>{cell.number('discount_qty', 'quantity')}</td>
      {view.isAdmin && costsShown && <td>{cell.number('discount_unit_cost', 'unit cost')}</td>}
      <td>{cell.number('discount_price', 'price')}</td>
      <td>{cell.text('discount_note', 'note')}</td>
      <AmountAndDeleteCells
        amount={money(amountOf(lines, 'discount'))}
        name={name}
        onDelete={staff ? () => actions.remove(row.id) : undefined}
      />
    </tr>
  );
}, sameRowProps);
