import { Table } from '@mantine/core';
import type { ReportTable } from '@portal/domain/reports';
import { TableScroll } from '../../components/TableScroll.tsx';

/**
 * A report's figures as a table beside its chart: what a screen reader reads and what staff copy.
 * The cells are the CSV's (the domain's report table), so the page and the export agree.
 */
export function ReportTableView({ table, caption }: { table: ReportTable; caption: string }) {
  // Two clients may share a name: a row's place keeps its key unique.
  const keys = table.rows.map((row, place) => `${place}:${String(row[0])}`);
  return (
    <TableScroll minWidth={360} label={caption}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.header.map((h, i) => (
              <Table.Th key={h} ta={i === 0 ? 'left' : 'right'} scope="col">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, place) => (
            <Table.Tr key={keys[place]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <Table.Th key={table.header[i]} scope="row" fw={400}>
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={table.header[i]} ta="right">
                    {cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
