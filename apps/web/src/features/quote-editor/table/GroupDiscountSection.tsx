import type { PricedLine } from '@portal/domain/pricing';
import type { Group, GroupDiscount } from '@portal/domain/quote';
import { memo } from 'react';
import { NumberCell, TextCell } from './cells.tsx';
import { money } from './money.ts';
import { sameRowProps } from './row-memo.ts';
import { SectionTable } from './SectionTable.tsx';
import classes from './table.module.css';
import type { TableView } from './types.ts';
import type { TableActions } from './use-table-actions.ts';

type Props = {
  group: Group;
  lines: readonly PricedLine[];
  view: TableView;
  actions: TableActions;
  costsShown: boolean;
};

/**
 * A group's own discount (group options, quote spec 3). Staff edit it; customers see it only
 * when its total is not zero (spec 5), which is when the engine gives them its line.
 */
export const GroupDiscountSection = memo(function GroupDiscountSection({
  group,
  lines,
  view,
  actions,
  costsShown,
}: Props) {
  const discount = group.group_options.discount;
  const line = lines.find((l) => l.id === `${group.id}:discount`) ?? null;
  if (!discount || (!view.isAdmin && (!line || line.amount === 0))) return null;
  const staff = view.isAdmin && !view.readOnly;
  const costs = view.isAdmin && costsShown;
  const name = `${group.name || 'group'} group discount`;
  const set = (patch: Partial<GroupDiscount>) => actions.updateGroupDiscount(group.id, patch);
  const columns = ['Description', 'Qty', ...(costs ? ['Cost'] : []), 'Price', 'Amount'];
  return (
    <SectionTable caption={`Group discount — ${group.name || 'group'}`} columns={columns}>
      <tr>
        <td>
          <TextCell
            label={`${name} description`}
            value={discount.description}
            disabled={!staff}
            wide
            onChange={(description) => set({ description })}
          />
        </td>
        <td>
          <NumberCell
            label={`${name} quantity`}
            value={discount.qty}
            disabled={!staff}
            onChange={(qty) => set({ qty })}
          />
        </td>
        {costs && (
          <td>
            <NumberCell
              label={`${name} cost`}
              value={discount.cost}
              disabled={!staff}
              onChange={(cost) => set({ cost })}
            />
          </td>
        )}
        <td>
          <NumberCell
            label={`${name} price`}
            value={discount.price}
            disabled={!staff}
            onChange={(price) => set({ price })}
          />
        </td>
        <td className={classes.money}>{money(line)}</td>
      </tr>
    </SectionTable>
  );
}, sameRowProps);
