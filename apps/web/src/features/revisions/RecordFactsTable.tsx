import { Table } from '@mantine/core';
import type { RecordFact } from '@portal/domain/revisions';

/** The quote's details that changed (valid to, delivery address…), old and new. */
export function RecordFactsTable({ facts, since }: { facts: RecordFact[]; since: string }) {
  return (
    <Table w="auto">
      <caption className="visually-hidden">Quote details that changed</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Detail</Table.Th>
          <Table.Th scope="col">{since}</Table.Th>
          <Table.Th scope="col">Now</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {facts.map((fact) => (
          <Table.Tr key={fact.label}>
            <Table.Th scope="row">{fact.label}</Table.Th>
            <Table.Td>
              <s>{fact.before || 'none'}</s>
            </Table.Td>
            <Table.Td fw={700}>{fact.after || 'none'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
