import { Table } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import type { RevisionChanges } from '@portal/domain/revisions';

const difference = (cents: number) =>
  cents === 0 ? 'No change' : `${cents > 0 ? '+' : '-'}${formatMoney(Math.abs(cents))}`;

/** The totals ex and inc GST of both revisions and their difference. */
export function ChangeTotals({ totals, since }: { totals: RevisionChanges['totals']; since: string }) {
  const rows = [
    { label: 'Total ex GST', before: totals.before.exGst, after: totals.after.exGst },
    { label: 'Total inc GST', before: totals.before.incGst, after: totals.after.incGst },
  ];
  return (
    <Table w="auto">
      <caption className="visually-hidden">Totals</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Td />
          <Table.Th scope="col" ta="right">
            {since}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Now
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Difference
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row">{row.label}</Table.Th>
            <Table.Td ta="right">{formatMoney(row.before)}</Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatMoney(row.after)}
            </Table.Td>
            <Table.Td ta="right">{difference(row.after - row.before)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
