import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { addDays, businessToday } from '@portal/domain/dates';
import { centsToDollars, formatMoney } from '@portal/domain/money';
import {
  funnelReportTable,
  GROUPING_LABELS,
  type MarginReportAnswer,
  marginReportTable,
  REPORT_GROUPINGS,
  type ReportGrouping,
  reportPeriodQuery,
} from '@portal/domain/reports';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { downloadFunnelCsv, downloadMarginCsv, useFunnelReport, useMarginReport } from './api/reports.ts';
import { ReportTableView } from './ReportTableView.tsx';

const TOP_CLIENTS = 10;

const isGrouping = (value: string | null): value is ReportGrouping =>
  (REPORT_GROUPINGS as readonly string[]).includes(value ?? '');

/** Dollars for the charts' bars, which draw numbers, not text. */
const chartRows = (report: MarginReportAnswer, limit = report.rows.length) =>
  report.rows.slice(0, limit).map((row) => ({
    label: row.label,
    Revenue: centsToDollars(row.revenue_cents),
    Cost: centsToDollars(row.cost_cents),
    'Gross profit': centsToDollars(row.profit_cents),
  }));

/**
 * The charts are drawings of the table beside each: hidden from screen readers, and without
 * recharts' keyboard layer, which would put a focusable element inside what is hidden.
 */
const DRAWING_ONLY = { 'aria-hidden': true, barChartProps: { accessibilityLayer: false } } as const;

const SERIES = [
  { name: 'Revenue', color: 'blue.8' },
  { name: 'Cost', color: 'orange.8' },
  { name: 'Gross profit', color: 'teal.8' },
];

/** Staff's reports: margins of accepted orders by a grouping, the quote funnel, top clients. */
export function ReportsPage() {
  const today = businessToday();
  const [from, setFrom] = useState(addDays(today, -364));
  const [to, setTo] = useState(today);
  const [by, setBy] = useState<ReportGrouping>('month');
  const checked = reportPeriodQuery.safeParse({ from, to });
  const period = checked.success ? checked.data : null;
  const periodError = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const margins = useMarginReport(period ? { ...period, by } : null);
  const clients = useMarginReport(period ? { ...period, by: 'client' } : null);
  const funnel = useFunnelReport(period);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = (run: () => Promise<void>) => {
    setDownloadError(null);
    run().catch((error: unknown) => setDownloadError(errorMessage(error)));
  };

  return (
    <Stack gap="xl">
      <PageHeader
        title="Reports"
        description="Accepted orders' revenue ex GST, cost, gross profit and margin, and what became of the quotes sent, for a period."
      />
      <Paper withBorder p="md" radius="md" bg="white" component="section" aria-labelledby="period-title">
        <Title order={2} size="h4" id="period-title" mb="sm">
          Period
        </Title>
        <Group align="flex-start">
          <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Select
            label="Group margins by"
            data={REPORT_GROUPINGS.map((value) => ({ value, label: GROUPING_LABELS[value] }))}
            value={by}
            onChange={(value) => isGrouping(value) && setBy(value)}
            allowDeselect={false}
          />
        </Group>
        {periodError && (
          <Text c="red.9" mt="sm" role="alert">
            {periodError}
          </Text>
        )}
        {downloadError && (
          <Alert color="red" mt="sm" role="alert">
            {downloadError}
          </Alert>
        )}
      </Paper>

      <Paper withBorder p="md" radius="md" bg="white" component="section" aria-labelledby="margins-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4" id="margins-title">
            Margins by {GROUPING_LABELS[by].toLowerCase()}
          </Title>
          <Button
            variant="default"
            disabled={!period}
            onClick={() => period && download(() => downloadMarginCsv({ ...period, by }))}
          >
            Download margins CSV
          </Button>
        </Group>
        {margins.error && <Alert color="red">{errorMessage(margins.error)}</Alert>}
        {margins.data && (
          <>
            <Text mb="sm">
              {margins.data.total.orders} orders: revenue {formatMoney(margins.data.total.revenue_cents)},
              gross profit {formatMoney(margins.data.total.profit_cents)}, margin{' '}
              {margins.data.total.margin_percent.toFixed(2)}%
            </Text>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <BarChart
                h={320}
                data={chartRows(margins.data)}
                dataKey="label"
                series={SERIES}
                withLegend
                valueFormatter={(value) => `$${value.toLocaleString('en-AU')}`}
                {...DRAWING_ONLY}
              />
              <ReportTableView
                table={marginReportTable(margins.data)}
                caption={`Margins by ${GROUPING_LABELS[by].toLowerCase()}`}
              />
            </SimpleGrid>
          </>
        )}
      </Paper>

      <Paper withBorder p="md" radius="md" bg="white" component="section" aria-labelledby="funnel-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4" id="funnel-title">
            Quote funnel
          </Title>
          <Button
            variant="default"
            disabled={!period}
            onClick={() => period && download(() => downloadFunnelCsv(period))}
          >
            Download funnel CSV
          </Button>
        </Group>
        {funnel.error && <Alert color="red">{errorMessage(funnel.error)}</Alert>}
        {funnel.data && (
          <>
            <Text mb="sm">
              Win rate {funnel.data.win_rate_percent.toFixed(2)}%; median{' '}
              {funnel.data.median_days_to_accept === null ? '–' : `${funnel.data.median_days_to_accept} days`}{' '}
              from sending to acceptance; average order {formatMoney(funnel.data.average_order_cents)}
            </Text>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <BarChart
                h={320}
                data={[
                  { stage: 'Sent', Quotes: funnel.data.sent },
                  { stage: 'Viewed', Quotes: funnel.data.viewed },
                  { stage: 'Accepted', Quotes: funnel.data.accepted },
                  { stage: 'Declined', Quotes: funnel.data.declined },
                  { stage: 'Expired', Quotes: funnel.data.expired },
                ]}
                dataKey="stage"
                series={[{ name: 'Quotes', color: 'blue.8' }]}
                {...DRAWING_ONLY}
              />
              <ReportTableView table={funnelReportTable(funnel.data)} caption="Quote funnel" />
            </SimpleGrid>
          </>
        )}
      </Paper>

      <Paper withBorder p="md" radius="md" bg="white" component="section" aria-labelledby="clients-title">
        <Title order={2} size="h4" id="clients-title" mb="sm">
          Top clients
        </Title>
        {clients.data && (
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <BarChart
              h={320}
              data={chartRows(clients.data, TOP_CLIENTS)}
              dataKey="label"
              series={SERIES}
              orientation="vertical"
              yAxisProps={{ width: 140 }}
              {...DRAWING_ONLY}
            />
            <ReportTableView
              table={marginReportTable({ ...clients.data, rows: clients.data.rows.slice(0, TOP_CLIENTS) })}
              caption={`Top ${TOP_CLIENTS} clients by revenue`}
            />
          </SimpleGrid>
        )}
      </Paper>
    </Stack>
  );
}
