import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import type { SummaryEntry } from '@portal/domain/pricing';
import { memo } from 'react';

type Props = {
  lines: readonly SummaryEntry[];
  /** Admin only: gross profit in cents and as a percentage of the price. */
  grossProfit?: number | undefined;
  marginPercent?: number | undefined;
};

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * The Order Summary (quote spec 2): every summary line, GST, total ex GST and total, then
 * 'Back to Top'; staff also see the gross profit and its percentage.
 */
export const OrderSummary = memo(function OrderSummary({ lines, grossProfit, marginPercent }: Props) {
  return (
    <Stack gap={4} component="section" aria-labelledby="order-summary-title">
      <Title order={2} size="h4" id="order-summary-title">
        Order Summary
      </Title>
      <dl style={{ margin: 0 }}>
        {lines.map((line) => (
          <Group
            key={line.key}
            justify="space-between"
            wrap="nowrap"
            py={2}
            data-summary={line.key}
            fw={line.key === 'total' ? 700 : undefined}
          >
            <Text component="dt" size="sm" fw="inherit">
              {line.label}
            </Text>
            <Text component="dd" size="sm" m={0} fw="inherit" data-testid={`summary-${line.key}`}>
              {formatMoney(line.amount)}
            </Text>
          </Group>
        ))}
      </dl>
      {grossProfit !== undefined && (
        <>
          <Divider my={4} />
          <Group justify="space-between">
            <Text size="sm">Gross profit margin</Text>
            <Text size="sm" data-testid="summary-gross-profit">
              {formatMoney(grossProfit)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">Gross profit percentage</Text>
            <Text size="sm" data-testid="summary-margin-percent">
              {(marginPercent ?? 0).toFixed(2)}%
            </Text>
          </Group>
        </>
      )}
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" onClick={scrollToTop}>
          Back to Top
        </Button>
      </Group>
    </Stack>
  );
});
