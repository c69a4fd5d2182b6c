import { toNumber } from '@portal/domain/money';
import type { PricedLine } from '@portal/domain/pricing';
import type { Group } from '@portal/domain/quote';
import { memo } from 'react';
import { IconButton, NumberCell, TextCell } from './cells.tsx';
import { CrossIcon } from './icons.tsx';
import { money } from './money.ts';
import { sameRowProps } from './row-memo.ts';
import { SectionTable } from './SectionTable.tsx';
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
 * The Catalogue Fee section of a group: staff's custom fees, one per catalogue (quote spec 3).
 * Customers see a fee, read-only, only when its quantity is above 0 (spec 5).
 */
export const CatalogueFeeSection = memo(function CatalogueFeeSection({
  group,
  lines,
  view,
  actions,
  costsShown,
}: Props) {
  const staff = view.isAdmin && !view.readOnly;
  const fees = group.group_options.customfees
    .map((fee, index) => ({ fee, index }))
    .filter(({ fee }) => view.isAdmin || toNumber(fee.customfee_qty) > 0);
  if (fees.length === 0) return null;
  const costs = view.isAdmin && costsShown;
  const columns = ['Catalogue', 'Description', 'Qty', ...(costs ? ['Cost'] : []), 'Price', 'Amount', ''];
  return (
    <SectionTable caption={`Catalogue Fee — ${group.name || 'group'}`} columns={columns}>
      {fees.map(({ fee, index }) => {
        const name = `${fee.catalogue ?? ''} catalogue fee`;
        const line = lines.find((l) => l.id === `${group.id}:fee:${index}`) ?? null;
        const set = (patch: Parameters<TableActions['updateFee']>[2]) =>
          actions.updateFee(group.id, index, patch);
        return (
          <tr key={`fee-${index}`}>
            <td>{fee.catalogue}</td>
            <td>
              <TextCell
                label={`${name} description`}
                value={fee.description}
                disabled={!staff}
                wide
                onChange={(description) => set({ description })}
              />
            </td>
            <td>
              <NumberCell
                label={`${name} quantity`}
                value={fee.customfee_qty}
                disabled={!staff}
                onChange={(customfee_qty) => set({ customfee_qty })}
              />
            </td>
            {costs && (
              <td>
                <NumberCell
                  label={`${name} cost`}
                  value={fee.customfee_cost}
                  disabled={!staff}
                  onChange={(customfee_cost) => set({ customfee_cost })}
                />
              </td>
            )}
            <td>
              <NumberCell
                label={`${name} price`}
                value={fee.customfee_price}
                disabled={!staff}
                onChange={(customfee_price) => set({ customfee_price })}
              />
            </td>
            <td>{money(line)}</td>
            <td>
              {staff && (
                <IconButton
                  label={`Delete ${name}`}
                  danger
                  onClick={() => actions.removeFee(group.id, index)}
                >
                  <CrossIcon />
                </IconButton>
              )}
            </td>
          </tr>
        );
      })}
    </SectionTable>
  );
}, sameRowProps);
