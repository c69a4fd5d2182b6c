import { customerSees } from '@portal/domain/quote';
import { memo } from 'react';
import { AmountAndDeleteCells } from './AmountAndDeleteCells.tsx';
import { fieldCells } from './field-cells.tsx';
import { money } from './money.ts';
import { sameRowProps } from './row-memo.ts';
import { SectionTable } from './SectionTable.tsx';
import type { SectionProps } from './types.ts';

/**
 * The Catalogue Fee section of a group: staff's custom fees, one per catalogue (quote spec 3).
 * Customers see a fee, read-only, only when its quantity is above 0 (spec 5).
 */
export const CatalogueFeeSection = memo(function CatalogueFeeSection({
  group,
  lines,
  view,
  actions,
  costsShown,
}: SectionProps) {
  const staff = view.isAdmin && !view.readOnly;
  const fees = group.group_options.customfees
    .map((fee, index) => ({ fee, index }))
    .filter(({ fee }) => view.isAdmin || customerSees.customFee(fee));
  if (fees.length === 0) return null;
  const costs = view.isAdmin && costsShown;
  const columns = ['Catalogue', 'Description', 'Qty', ...(costs ? ['Cost'] : []), 'Price', 'Amount', ''];
  return (
    <SectionTable caption={`Catalogue Fee — ${group.name || 'group'}`} columns={columns}>
      {fees.map(({ fee, index }) => {
        const name = `${fee.catalogue ?? ''} catalogue fee`;
        const line = lines.find((l) => l.id === `${group.id}:fee:${index}`) ?? null;
        const cell = fieldCells(fee, name, !staff, (patch) => actions.updateFee(group.id, index, patch));
        return (
          <tr key={`fee-${index}`}>
            <td>{fee.catalogue}</td>
            <td>{cell.text('description', 'description', { wide: true })}</td>
            <td>{cell.number('customfee_qty', 'quantity')}</td>
            {costs && <td>{cell.money('customfee_cost', 'cost')}</td>}
            <td>{cell.money('customfee_price', 'price')}</td>
            <AmountAndDeleteCells
              amount={money(line)}
              name={name}
              onDelete={staff ? () => actions.removeFee(group.id, index) : undefined}
            />
          </tr>
        );
      })}
    </SectionTable>
  );
}, sameRowProps);
