import { COURIERS, DELIVERY_DESCRIPTIONS, DISCOUNT_REASONS } from '@portal/domain/catalogue';
import type { AttentionRow, DeliveryRow, DiscountRow } from '@portal/domain/quote';
import { memo } from 'react';
import { CheckCell, IconButton, NumberCell, SelectCell, TextCell } from './cells.tsx';
import { useRowDrag } from './drag.tsx';
import { CrossIcon } from './icons.tsx';
import { money } from './money.ts';
import { amountOf, sameRowProps } from './row-memo.ts';
import classes from './table.module.css';
import type { RowViewProps } from './types.ts';

/**
 * Attention, delivery and discount lines. Every field is staff's (quote spec 6); customers see
 * these lines, read-only, only once staff tick them (spec 5), and the table leaves the others out.
 */

const Tail = ({ amount, name, onDelete }: { amount: string; name: string; onDelete?: () => void }) => (
  <>
    <td className={classes.money}>{amount}</td>
    <td>
      {onDelete && (
        <IconButton label={`Delete ${name}`} danger onClick={onDelete}>
          <CrossIcon />
        </IconButton>
      )}
    </td>
  </>
);

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
  const set = (patch: Partial<AttentionRow>) => actions.update(row.id, 'attention', patch);
  return (
    <tr ref={drag.ref} style={drag.style} className={drag.className}>
      <td>{drag.handle}</td>
      <td>
        <CheckCell
          label={`${name} shown to customer`}
          checked={row.checked === true}
          disabled={!staff}
          onChange={(checked) => set({ checked })}
        />
      </td>
      <td>{productName}</td>
      <td>
        <TextCell
          label={`${name} note`}
          value={row.note}
          disabled={!staff}
          wide
          onChange={(note) => set({ note })}
        />
      </td>
      <td>
        <NumberCell
          label={`${name} quantity`}
          value={row.qty}
          disabled={!staff}
          onChange={(qty) => set({ qty })}
        />
      </td>
      {view.isAdmin && costsShown && (
        <td>
          <NumberCell
            label={`${name} cost`}
            value={row.cost}
            disabled={!staff}
            onChange={(cost) => set({ cost })}
          />
        </td>
      )}
      <td>
        <NumberCell
          label={`${name} price`}
          value={row.price}
          disabled={!staff}
          onChange={(price) => set({ price })}
        />
      </td>
      <Tail
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
  const set = (patch: Partial<DeliveryRow>) => actions.update(row.id, 'delivery', patch);
  return (
    <tr ref={drag.ref} style={drag.style} className={drag.className}>
      <td>{drag.handle}</td>
      <td>
        <CheckCell
          label={`${name} shown to customer`}
          checked={row.checked === true}
          disabled={!staff}
          onChange={(checked) => set({ checked })}
        />
      </td>
      <td>
        <SelectCell
          label={`${name} description`}
          value={row.delivery_desc}
          options={DELIVERY_DESCRIPTIONS}
          disabled={!staff}
          onChange={(delivery_desc) => set({ delivery_desc })}
        />
        {row.delivery_desc === 'Other' && (
          <TextCell
            label={`${name} other description`}
            value={row.delivery_other}
            disabled={!staff}
            onChange={(delivery_other) => set({ delivery_other })}
          />
        )}
      </td>
      <td>
        <SelectCell
          label={`${name} courier`}
          value={row.courier}
          options={COURIERS}
          allowEmpty
          disabled={!staff}
          onChange={(courier) => set({ courier })}
        />
      </td>
      <td>
        <TextCell
          label={`${name} attention`}
          value={row.delivery_attn}
          disabled={!staff}
          onChange={(delivery_attn) => set({ delivery_attn })}
        />
      </td>
      <td>
        <TextCell
          label={`${name} address`}
          value={row.delivery_address}
          disabled={!staff}
          wide
          onChange={(delivery_address) => set({ delivery_address })}
        />
      </td>
      <td>
        <NumberCell
          label={`${name} quantity`}
          value={row.delivery_qty}
          disabled={!staff}
          onChange={(delivery_qty) => set({ delivery_qty })}
        />
      </td>
      {view.isAdmin && costsShown && (
        <td>
          <NumberCell
            label={`${name} unit cost`}
            value={row.delivery_unit_cost}
            disabled={!staff}
            onChange={(delivery_unit_cost) => set({ delivery_unit_cost })}
          />
        </td>
      )}
      <td>
        <NumberCell
          label={`${name} price`}
          value={row.delivery_price}
          disabled={!staff}
          onChange={(delivery_price) => set({ delivery_price })}
        />
      </td>
      <td>
        <NumberCell
          label={`${name} discount`}
          value={row.delivery_discount}
          disabled={!staff}
          onChange={(delivery_discount) => set({ delivery_discount })}
        />
      </td>
      <td>
        <TextCell
          label={`${name} note`}
          value={row.delivery_note}
          disabled={!staff}
          onChange={(delivery_note) => set({ delivery_note })}
        />
      </td>
      <Tail
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
  const set = (patch: Partial<DiscountRow>) => actions.update(row.id, 'discount', patch);
  return (
    <tr ref={drag.ref} style={drag.style} className={drag.className}>
      <td>{drag.handle}</td>
      <td>
        <CheckCell
          label={`${name} shown to customer`}
          checked={row.checked === true}
          disabled={!staff}
          onChange={(checked) => set({ checked })}
        />
      </td>
      <td>
        <SelectCell
          label={`${name} reason`}
          value={row.discount_desc}
          options={DISCOUNT_REASONS}
          disabled={!staff}
          onChange={(discount_desc) => set({ discount_desc })}
        />
        {row.discount_desc === 'Other' && (
          <TextCell
            label={`${name} other reason`}
            value={row.discount_other}
            disabled={!staff}
            onChange={(discount_other) => set({ discount_other })}
          />
        )}
      </td>
      <td>
        <TextCell
          label={`${name} approved by`}
          value={row.discount_approvedby}
          disabled={!staff}
          onChange={(discount_approvedby) => set({ discount_approvedby })}
        />
      </td>
      <td>
        <NumberCell
          label={`${name} quantity`}
          value={row.discount_qty}
          disabled={!staff}
          onChange={(discount_qty) => set({ discount_qty })}
        />
      </td>
      {view.isAdmin && costsShown && (
        <td>
          <NumberCell
            label={`${name} unit cost`}
            value={row.discount_unit_cost}
            disabled={!staff}
            onChange={(discount_unit_cost) => set({ discount_unit_cost })}
          />
        </td>
      )}
      <td>
        <NumberCell
          label={`${name} price`}
          value={row.discount_price}
          disabled={!staff}
          onChange={(discount_price) => set({ discount_price })}
        />
      </td>
      <td>
        <TextCell
          label={`${name} note`}
          value={row.discount_note}
          disabled={!staff}
          onChange={(discount_note) => set({ discount_note })}
        />
      </td>
      <Tail
        amount={money(amountOf(lines, 'discount'))}
        name={name}
        onDelete={staff ? () => actions.remove(row.id) : undefined}
      />
    </tr>
  );
}, sameRowProps);
