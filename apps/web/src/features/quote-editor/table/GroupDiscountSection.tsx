import { customerSees } from '@portal/domain/quote';
import { memo } from 'react';
import { AmountAndDeleteCells } from './AmountAndDeleteCells.tsx';
import { fieldCells } from './field-cells.tsx';
import { money } from './money.ts';
import { sameRowProps } from './row-memo.ts';
import { SectionTable } from './SectionTable.tsx';
import type { SectionProps } from './types.ts';

/**
 * A group's own discount (group options, quote spec 3). Staff edit it and remove it with the
 * delete cross (they add one from Add line); customers see it only when its total is not zero
 * (spec 5, customerSees).
 */
export const GroupDiscountSection = memo(function GroupDiscountSection({
  group,
  lines,
  view,
  actions,
  costsShown,
}: SectionProps) {
  const discount = group.group_options.discount;
  const line = lines.find((l) => l.id === `${group.id}:discount`) ?? null;
  if (!discount || (!view.isAdmin && !customerSees.groupDiscount(discount))) return null;
  const staff = view.isAdmin && !view.readOnly;
  const costs = view.isAdmin && costsShown;
  const name = `${group.name || 'group'} group discount`;
  const cell = fieldCells(discount, name, !staff, (patch) => actions.updateGroupDiscount(group.id, patch));
  const columns = ['Description', 'Qty', ...(costs ? ['Cost'] : []), 'Price', 'Amount', ''];
  return (
    <SectionTable caption={`Group discount — ${group.name || 'group'}`} columns={columns}>
      <tr>
        <td>{cell.text('description', 'description', { wide: true })}</td>
        <td>{cell.number('qty', 'quantity')}</td>
        {costs && <td>{cell.number('cost', 'cost')}</td>}
        <td>{cell.number('price', 'price')}</td>
        <AmountAndDeleteCells
          amount={money(line)}
          name={name}
          onDelete={staff ? () => actions.removeGroupDiscount(group.id) : undefined}
        />
      </tr>
    </SectionTable>
  );
}, sameRowProps);
