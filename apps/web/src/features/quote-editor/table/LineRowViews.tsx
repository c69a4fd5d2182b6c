import { COURIERS, DELIVERY_DESCRIPTIONS, DISCOUNT_REASONS } from '@portal/domain/catalogue';
import type { AttentionRow, DeliveryRow, DiscountRow } from '@portal/domain/quote';
import { memo } from 'react';
import { sameRowProps } from './row-memo.ts';
import { StaffLineRow } from './StaffLineRow.tsx';
import type { RowViewProps } from './types.ts';

/**
 * Attention, delivery and discount lines: each names its own cells inside StaffLineRow, which
 * holds what they share (the tick, staff-only editing, amount and delete).
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
  return (
    <StaffLineRow
      row={row}
      part="attention"
      name={`attention line for ${productName}`}
      lines={lines}
      view={view}
      actions={actions}
      onPatch={(patch) => actions.update(row.id, 'attention', patch)}
    >
      {(cell) => (
        <>
          <td>{productName}</td>
          <td>{cell.text('note', 'note', { wide: true })}</td>
          <td>{cell.number('qty', 'quantity')}</td>
          {view.isAdmin && costsShown && <td>{cell.money('cost', 'cost')}</td>}
          <td>{cell.money('price', 'price')}</td>
        </>
      )}
    </StaffLineRow>
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
  return (
    <StaffLineRow
      row={row}
      part="delivery"
      name={`delivery ${row.delivery_desc || row.id}`}
      lines={lines}
      view={view}
      actions={actions}
      onPatch={(patch) => actions.update(row.id, 'delivery', patch)}
    >
      {(cell) => (
        <>
          <td>
            {cell.select('delivery_desc', 'description', DELIVERY_DESCRIPTIONS)}
            {row.delivery_desc === 'Other' && cell.text('delivery_other', 'other description')}
          </td>
          <td>{cell.select('courier', 'courier', COURIERS, { allowEmpty: true })}</td>
          <td>{cell.text('delivery_attn', 'attention')}</td>
          <td>{cell.text('delivery_address', 'address', { wide: true })}</td>
          <td>{cell.number('delivery_qty', 'quantity')}</td>
          {view.isAdmin && costsShown && <td>{cell.money('delivery_unit_cost', 'unit cost')}</td>}
          <td>{cell.money('delivery_price', 'price')}</td>
          <td>{cell.money('delivery_discount', 'discount')}</td>
          <td>{cell.text('delivery_note', 'note')}</td>
        </>
      )}
    </StaffLineRow>
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
  // "Discount fields are enabled only for admins" (spec 5): StaffLineRow locks them for others.
  return (
    <StaffLineRow
      row={row}
      part="discount"
      name={`discount ${row.discount_desc || row.id}`}
      lines={lines}
      view={view}
      actions={actions}
      onPatch={(patch) => actions.update(row.id, 'discount', patch)}
    >
      {(cell) => (
        <>
          <td>
            {cell.select('discount_desc', 'reason', DISCOUNT_REASONS)}
            {row.discount_desc === 'Other' && cell.text('discount_other', 'other reason')}
          </td>
          <td>{cell.text('discount_approvedby', 'approved by')}</td>
          <td>{cell.number('discount_qty', 'quantity')}</td>
          {view.isAdmin && costsShown && <td>{cell.money('discount_unit_cost', 'unit cost')}</td>}
          <td>{cell.money('discount_price', 'price')}</td>
          <td>{cell.text('discount_note', 'note')}</td>
        </>
      )}
    </StaffLineRow>
  );
}, sameRowProps);
