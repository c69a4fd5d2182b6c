import { Table, Text } from '@mantine/core';
import { formatDisplayDateTime } from '@portal/domain/dates';
import { TableScroll } from '../../components/TableScroll.tsx';
import { useSettingsHistory } from './api/businessSettings.ts';

const shortened = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value || '(empty)');

/** Every saved version: who, when, and each field with its value before and after. */
export function SettingsHistory() {
  const history = useSettingsHistory();
  if (!history.data) return <Text size="sm">Loading the history…</Text>;
  return (
    <TableScroll minWidth={720} label="Changes to the settings">
      <Table striped aria-label="Changes to the settings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version</Table.Th>
            <Table.Th>Saved</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.flatMap((entry) =>
            entry.changes.map((change, index) => (
              <Table.Tr key={`${entry.version}-${change.field}`}>
                <Table.Td>{index === 0 ? entry.version : ''}</Table.Td>
                <Table.Td>{index === 0 ? formatDisplayDateTime(entry.saved_at) : ''}</Table.Td>
                <Table.Td>{index === 0 ? entry.saved_by : ''}</Table.Td>
                <Table.Td>{change.field}</Table.Td>
                <Table.Td>{shortened(change.before)}</Table.Td>
                <Table.Td>{shortened(change.after)}</Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
