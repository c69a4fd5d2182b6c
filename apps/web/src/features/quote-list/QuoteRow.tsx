import { Anchor, Table } from '@mantine/core';
import { formatDisplayDate } from '@portal/domain/dates';
import type { OrderHandoffAnswer } from '@portal/domain/handoff';
import type { QuoteListRow } from '@portal/domain/quote';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { HandoffLine } from '../handoff/index.ts';
import { type ColumnSet, displayId } from './columns.ts';
import { FlagSwitch } from './FlagSwitch.tsx';
import { HistoryButton } from './HistoryButton.tsx';
import { LogoButton } from './LogoButton.tsx';
import { LogoImage } from './LogoImage.tsx';
import { listTotal } from './list-total.ts';
import { viewPath } from './view-path.ts';

type Props = {
  row: QuoteListRow;
  columns: ColumnSet;
  rowIndex: number;
  dataIndex: number;
  /** The order's job and invoice, once read (the Jobs tab). */
  handoff?: OrderHandoffAnswer | undefined;
};

/** One quote or order of the list (accounts spec 2.8 columns, in the spec's order). */
export const QuoteRow = forwardRef<HTMLTableRowElement, Props>(function QuoteRow(
  { row, columns, rowIndex, dataIndex, handoff },
  ref,
) {
  const { kind, admin } = columns;
  const name = `${row.label || 'Untitled'} - R${row.revision}`;
  return (
    <Table.Tr ref={ref} aria-rowindex={rowIndex} data-index={dataIndex}>
      <Table.Td>
        {kind === 'orders' ? (
          <Anchor component={Link} to={viewPath(row, kind, admin)} aria-label={`Open order Q${row.id}`}>
            <LogoImage id={row.id} size={36} hasLogo={row.has_logo} />
          </Anchor>
        ) : (
          <LogoButton id={row.id} hasLogo={row.has_logo} />
        )}
      </Table.Td>
      <Table.Td>{displayId(row.id, kind)}</Table.Td>
      <Table.Td miw={170}>{name}</Table.Td>
      {columns.company && <Table.Td miw={140}>{row.company}</Table.Td>}
      <Table.Td>{(kind === 'orders' ? row.order_status : row.status) || 'Draft'}</Table.Td>
      <Table.Td>{formatDisplayDate(row.created_at)}</Table.Td>
      <Table.Td>{formatDisplayDate(row.valid_to)}</Table.Td>
      <Table.Td>
        <HistoryButton id={row.id} />
      </Table.Td>
      <Table.Td ta="right">{listTotal(row.price)}</Table.Td>
      {columns.handoff && (
        <>
          <Table.Td miw={120}>
            {handoff && <HandoffLine kind="job" quoteId={row.id} handoff={handoff.job} named={false} />}
          </Table.Td>
          <Table.Td miw={120}>
            {handoff && (
              <HandoffLine kind="invoice" quoteId={row.id} handoff={handoff.invoice} named={false} />
            )}
          </Table.Td>
        </>
      )}
      {admin && (
        <>
          <Table.Td>
            <FlagSwitch id={row.id} flag="ready" checked={row.ready === true} version={row.version} />
          </Table.Td>
          <Table.Td>
            <FlagSwitch id={row.id} flag="sent" checked={row.sent === true} version={row.version} />
          </Table.Td>
          <Table.Td>
            <FlagSwitch id={row.id} flag="archive" checked={row.archive} version={row.version} />
          </Table.Td>
        </>
      )}
      <Table.Td>
        <Anchor component={Link} to={viewPath(row, kind, admin)}>
          View
          <span className="visually-hidden">
            {' '}
            {kind === 'orders' ? 'order' : 'quote'} {displayId(row.id, kind)}
          </span>
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
});
