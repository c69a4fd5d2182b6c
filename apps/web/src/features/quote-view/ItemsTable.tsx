import { Table, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import { useContext } from 'react';
import { TableScroll } from '../../components/TableScroll.tsx';
import { LineQuestionControl, LineQuestionsContext } from '../quote-editor/index.ts';
import type { ViewItem } from './item-lines.ts';

/**
 * The first category's items and their amounts, read-only (accounts spec 2.9). With the quote's
 * line questions given, garments and decorations carry "Ask about this line" for the customer
 * and the open-question marker for staff, as in the editor (decisions/143).
 */
export function ItemsTable({ items, title }: { items: ViewItem[]; title: string }) {
  const questions = useContext(LineQuestionsContext);
  if (items.length === 0) return <Text c="dimmed">This quote has no items yet.</Text>;
  return (
    <TableScroll minWidth={480} label={title}>
      <Table striped>
        <caption className="visually-hidden">{title}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            <Table.Th scope="col" ta="right">
              Qty
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            {questions && <Table.Th scope="col">Questions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.description}</Table.Td>
              <Table.Td ta="right">{item.qty ?? ''}</Table.Td>
              <Table.Td ta="right">{formatMoney(item.amount)}</Table.Td>
              {questions && (
                <Table.Td>{item.line && <LineQuestionControl rowId={item.id} name={item.line} />}</Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
