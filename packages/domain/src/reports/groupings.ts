/** What the margin report can be grouped by: the rows of one report each. */
export const REPORT_GROUPINGS = ['client', 'process', 'catalogue', 'month', 'quarter'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The picker's words and the first column's heading for each grouping. */
export const GROUPING_LABELS: Record<ReportGrouping, string> = {
  client: 'Client',
  process: 'Decoration process',
  catalogue: 'Supplier catalogue',
  month: 'Month',
  quarter: 'Quarter',
};

/**
 * Breakdown keys that are not a process or a catalogue. `NONE` holds what no decoration or
 * catalogue carries (garments in the process report; delivery, discounts, tasks everywhere);
 * `EARLIER` holds orders accepted before breakdowns were written, kept whole (decisions/135).
 */
export const BREAKDOWN_NONE = '';
export const BREAKDOWN_EARLIER = '*';

const OTHER_LABELS: Record<'process' | 'catalogue', string> = {
  process: 'Garments and other charges',
  catalogue: 'Not from a catalogue',
};

/** How a breakdown key reads in a report row. */
export const breakdownLabel = (dimension: 'process' | 'catalogue', key: string): string => {
  if (key === BREAKDOWN_NONE) return OTHER_LABELS[dimension];
  if (key === BREAKDOWN_EARLIER) return 'Earlier orders, not broken down';
  return key;
};
