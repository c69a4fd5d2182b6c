import { Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { QuoteListRow } from './api/listQuotes.ts';
import { type ColumnSet, columnCount } from './columns.ts';
import { QuoteRow } from './QuoteRow.tsx';
import { SortHeader, type SortState } from './SortHeader.tsx';

/** A row's height before it is measured; close to the real one so the scroll bar barely moves. */
const ROW_ESTIMATE_PX = 49;

type Props = {
  rows: QuoteListRow[];
  columns: ColumnSet;
  sort: SortState;
  onSort: (next: SortState) => void;
  caption: string;
  maxHeight?: string;
};

/**
 * A real <table> that draws only the rows in view: spacer rows above and below stand in for the
 * rest, and aria-rowcount/aria-rowindex tell assistive technology where each drawn row sits.
 */
export function QuoteGrid({
  rows,
  columns,
  sort,
  onSort,
  caption,
  maxHeight = 'calc(100vh - 220px)',
}: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 12,
    // Lets the first paint draw rows before the scroll box has been measured.
    initialRect: { width: 1200, height: 800 },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const span = columnCount(columns);
  const header = { state: sort, onSort };

  return (
    <div ref={scrollRef} style={{ maxHeight, overflow: 'auto' }}>
      <Table striped highlightOnHover aria-rowcount={rows.length + 1} miw={960}>
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
            {columns.admin && (
              <>
                <Table.Th scope="col">Ready/Review</Table.Th>
                <Table.Th scope="col">Sent</Table.Th>
                <Table.Th scope="col">Archive</Table.Th>
              </>
            )}
            <Table.Th scope="col">View</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
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
            const row = rows[item.index];
            if (!row) return null;
            return (
              <QuoteRow
                key={row.id}
                ref={virtualizer.measureElement}
                row={row}
                columns={columns}
                rowIndex={item.index + 2}
                dataIndex={item.index}
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
