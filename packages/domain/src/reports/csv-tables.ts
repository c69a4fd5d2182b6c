import { centsToDecimal } from '../money/format.ts';
import type { FunnelReportAnswer, MarginReportAnswer } from './calls.ts';
import { GROUPING_LABELS } from './groupings.ts';

/** A report as rows of cells, its heading first: the CSV export and the page's table share it. */
export type ReportTable = { header: string[]; rows: (string | number)[][] };

const figureCells = (f: MarginReportAnswer['total']) => [
  f.orders,
  centsToDecimal(f.revenue_cents),
  centsToDecimal(f.cost_cents),
  centsToDecimal(f.profit_cents),
  f.margin_percent.toFixed(2),
];

/** The margin report: one line per group and the total, money in dollars with 2 decimals. */
export function marginReportTable(report: MarginReportAnswer): ReportTable {
  return {
    header: [GROUPING_LABELS[report.by], 'Orders', 'Revenue ex GST', 'Cost', 'Gross profit', 'Margin %'],
    rows: [
      ...report.rows.map((row) => [row.label, ...figureCells(row)]),
      ['Total', ...figureCells(report.total)],
    ],
  };
}

/** The funnel: one line per figure, declines by reason after the count of declines. */
export function funnelReportTable(report: FunnelReportAnswer): ReportTable {
  return {
    header: ['Figure', 'Value'],
    rows: [
      ['Quotes sent', report.sent],
      ['Viewed', report.viewed],
      ['Accepted', report.accepted],
      ['Declined', report.declined],
      ...report.declined_by_reason.map((d) => [`Declined: ${d.label}`, d.count]),
      ['Expired', report.expired],
      ['Win rate %', report.win_rate_percent.toFixed(2)],
      ['Median days to accept', report.median_days_to_accept === null ? '' : report.median_days_to_accept],
      ['Orders accepted', report.orders],
      ['Revenue ex GST', centsToDecimal(report.revenue_cents)],
      ['Average order value', centsToDecimal(report.average_order_cents)],
    ],
  };
}

/** The CSV download's file name: the report and its period. */
export const reportCsvName = (report: string, from: string, to: string): string =>
  `${report}-${from}-to-${to}.csv`;
