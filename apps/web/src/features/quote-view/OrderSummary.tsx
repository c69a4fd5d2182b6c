import { Table, Title } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import type { SummaryEntry } from '@portal/domain/pricing';

/** The Order Summary as the server computed it; the totals stand out. */
export function OrderSummary({ lines }: { lines: SummaryEntry[] }) {
  return (
    <section aria-labelledby="order-summary-title">
      <Title order={2} size="h3" id="order-summary-title" mb="xs">
        Order Summary
      </Title>
      <Table>
        <Table.Tbody>
          {lines.map((line) => {
            const strong = line.key === 'total' || line.key === 'totalExGst';
            return (
              // Staff see a discount of nothing; a customer is not shown one, nor is it printed.
              <Table.Tr
                key={line.key}
                data-print={line.key === 'discount' && line.amount === 0 ? 'hide' : undefined}
              >
                <Table.Th scope="row" fw={strong ? 700 : 400}>
                  {line.label}
                </Table.Th>
                <Table.Td ta="right" fw={strong ? 700 : 400}>
                  {formatMoney(line.amount)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </section>
  );
}
