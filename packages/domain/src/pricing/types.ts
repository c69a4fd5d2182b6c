import type { Cents } from '../money/cents.ts';

/** The summary lines of the Order Summary, in the spec's order (quote spec 2). */
export const SUMMARY_KEYS = [
  'catalogueFee',
  'products',
  'decorations',
  'setups',
  'colourChanges',
  'delivery',
  'customTasks',
  'discount',
] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];

export const SUMMARY_LABELS: Record<SummaryKey | 'gst' | 'totalExGst' | 'total', string> = {
  catalogueFee: 'Catalogue Fee',
  products: 'Products',
  decorations: 'Decorations',
  setups: 'Setups',
  colourChanges: 'Colour Changes',
  delivery: 'Delivery',
  customTasks: 'Custom Tasks',
  discount: 'Discount',
  gst: 'GST',
  totalExGst: 'Total ex GST',
  total: 'Total',
};

export type LinePart =
  | 'product'
  | 'attention'
  | 'decoration'
  | 'setup'
  | 'colour_change'
  | 'setup_discount'
  | 'delivery'
  | 'discount'
  | 'group_discount'
  | 'catalogue_fee'
  | 'task';

/**
 * One priced line. `charged` says whether it counts in the totals; a line a customer may not
 * see is never charged (docs/decisions/022-visibility-and-charging.md). Cost fields exist
 * only in an admin's answer.
 */
export type PricedLine = {
  /** The row id, or for group lines `{groupId}:{part}:{index}`. */
  id: string;
  rowId?: string;
  groupId: string;
  part: LinePart;
  summary: SummaryKey;
  qty: number;
  unitPrice: Cents;
  amount: Cents;
  unitCost?: Cents;
  cost?: Cents;
  charged: boolean;
  visibleToCustomer: boolean;
};

export type Summary = Record<SummaryKey, Cents> & {
  gst: Cents;
  totalExGst: Cents;
  total: Cents;
  /** Admin only: total cost of the charged lines, gross profit, and profit over price in percent (2 decimals). */
  cost?: Cents;
  grossProfit?: Cents;
  marginPercent?: number;
};

export type SummaryEntry = { key: keyof typeof SUMMARY_LABELS; label: string; amount: Cents };

export type GroupTotals = { price: Cents; fee_price: Cents; discount_price: Cents; cost?: Cents };

export type PricedQuote = {
  lines: PricedLine[];
  summary: Summary;
  /** The summary lines to show, in order; for customers a zero discount line is left out (spec 5). */
  summaryLines: SummaryEntry[];
  groups: Record<string, GroupTotals>;
};

export type Viewer = { role: string };
