import { Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import type { RepriceAnswer } from '@portal/domain/renewal';
import { openSendDialog } from '../../../components/openSendDialog.tsx';

/** What Re-price did: each unit price that moved, from what to what and why, and the totals. */
export const openRepriced = (answer: RepriceAnswer) =>
  openSendDialog('repriced', 'Priced again', 'Close priced again', () => (
    <Stack gap="md">
      <Text size="sm">{answer.message}</Text>
      {answer.moved.length > 0 && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Line</Table.Th>
              <Table.Th scope="col">Qty</Table.Th>
              <Table.Th scope="col">Was</Table.Th>
              <Table.Th scope="col">Now</Table.Th>
              <Table.Th scope="col">Why</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.moved.map((move) => (
              <Table.Tr key={move.line_id}>
                <Table.Td>{move.name}</Table.Td>
                <Table.Td>{move.qty}</Table.Td>
                <Table.Td>{formatMoney(move.before)}</Table.Td>
                <Table.Td>{formatMoney(move.after)}</Table.Td>
                <Table.Td>{move.reason_label}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {answer.notes.map((note) => (
        <Text size="sm" key={note}>
          {note}
        </Text>
      ))}
      <Text size="sm">
        Total ex GST: {formatMoney(answer.total_before)} before, {formatMoney(answer.total_after)} now.
      </Text>
    </Stack>
  ));
