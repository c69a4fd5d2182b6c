import { Table, Text } from '@mantine/core';
import type { OrderHandoffAnswer } from '@portal/domain/handoff';
import type { QuoteListRow } from '@portal/domain/quote';
import { LIST_MAX_HEIGHT, useRowWindow } from '../../lib/use-row-window.ts';
import { type ColumnSet, columnCount } from './columns.ts';
import { QuoteRow } from './QuoteRow.tsx';
import classes from './quote-list.module.css';
import { SortHeader, type SortState } from './SortHeader.tsx';

/** A row's height before it is measured; close to the real one so the scroll bar barely moves. */
const ROW_ESTIMATE_PX = 45;

export type QuoteGridProps = {
  /** How many rows the list has; only those in view are drawn. */
  count: number;
  /** The row at a position, or undefined while its slice is still loading. */
  rowAt: (index: number) => QuoteListRow | undefined;
  /** Told which rows are in view (with some ahead), so their slices can be loaded. */
  onVisibleRange?: (range: { first: number; last: number }) => void;
  columns: ColumnSet;
  sort: SortState;
  onSort: (next: SortState) => void;
  caption: string;
  maxHeight?: string;
  /** The Jobs tab's hand-offs by order id, for the Job and Invoice columns. */
  handoffs?: ReadonlyMap<number, OrderHandoffAnswer>;
};

/**
 * A real <table> that draws only the rows in view: spacer rows above and below stand in for the
 * rest, and aria-rowcount/aria-rowindex tell assistive technology where each drawn row sits.
 */
export function QuoteGrid({
  count,
  rowAt,
  onVisibleRange,
  columns,
  sort,
  onSort,
  caption,
  maxHeight = LIST_MAX_HEIGHT,
  handoffs,
}: QuoteGridProps) {
  const { scrollRef, virtualizer, items } = useRowWindow({
    count,
    estimate: ROW_ESTIMATE_PX,
    onVisibleRange,
  });
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const span = columnCount(columns);
  const header = { state: sort, onSort };

  return (
    <div ref={scrollRef} style={{ maxHeight, overflow: 'auto', position: 'relative' }}>
      <Table
        className={classes.grid}
        striped
        highlightOnHover
        aria-rowcount={count + 1}
        miw={960}
        fz="sm"
        verticalSpacing={6}
        horizontalSpacing={6}
        styles={{ th: { whiteSpace: 'nowrap' } }}
      >
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead style={{ position: 'sticky', top: 0, zIndex: 1, background: 'white' }}>
          <Table.Tr aria-rowindex={1}>
            <Table.Th scope="col">Logo</Table.Th>
            <SortHeader label="No." column="id" {...header} />
            <SortHeader label="Name" column="name" {...header} />
            {columns.company && <SortHeader label="Company" column="company" {...header} />}
            <SortHeader label="Status" column="status" {...header} />
            <Table.Th scope="col">Created</Table.Th>
            <SortHeader label="Valid Until" column="valid_to" {...header} />
            <Table.Th scope="col">History</Table.Th>
            <SortHeader label="Total" column="price" {...header} />
            {columns.handoff && <Table.Th scope="col">Job and invoice</Table.Th>}
            {columns.admin && (
              <>
                {/* The one long header may break after its slash; the others stay on one line. */}
                <Table.Th scope="col" style={{ whiteSpace: 'normal' }}>
                  Ready/
                  <wbr />
                  Review
                </Table.Th>
                <Table.Th scope="col">Sent</Table.Th>
                <Table.Th scope="col">Archive</Table.Th>
              </>
            )}
            <Table.Th scope="col">View</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {count === 0 && (
            <Table.Tr>
              <Table.Td colSpan={span}>
                <Text c="dimmed">No {caption} found.</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {top > 0 && (
            <tr data-spacer="">
              <td colSpan={span} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rowAt(item.index);
            if (!row)
              return (
                <Table.Tr
                  key={`loading-${item.index}`}
                  ref={virtualizer.measureElement}
                  aria-rowindex={item.index + 2}
                  data-index={item.index}
                >
                  <Table.Td colSpan={span}>
                    <Text c="dimmed" size="sm">
                      Loading…
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            return (
              <QuoteRow
                key={row.id}
                ref={virtualizer.measureElement}
                row={row}
                columns={columns}
                rowIndex={item.index + 2}
                dataIndex={item.index}
                handoff={handoffs?.get(row.id)}
              />
            );
          })}
          {bottom > 0 && (
            <tr data-spacer="">
              <td colSpan={span} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
