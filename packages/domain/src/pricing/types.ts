import type { z } from 'zod';
import type {
  groupTotalsSchema,
  pricedLineSchema,
  pricedQuoteSchema,
  summaryEntrySchema,
  summarySchema,
} from './priced-schema.ts';

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

export const LINE_PARTS = [
  'product',
  'attention',
  'decoration',
  'setup',
  'colour_change',
  'setup_discount',
  'delivery',
  'discount',
  'group_discount',
  'catalogue_fee',
  'task',
] as const;
export type LinePart = (typeof LINE_PARTS)[number];

/**
 * One priced line. `charged` says whether it counts in the totals; a line a customer may not
 * see is never charged (docs/decisions/022-visibility-and-charging.md). Cost fields exist
 * only in an admin's answer. The shapes are schemas (priced-schema.ts) because they are answers.
 */
export type PricedLine = z.infer<typeof pricedLineSchema>;
export type Summary = z.infer<typeof summarySchema>;
export type SummaryEntry = z.infer<typeof summaryEntrySchema>;
export type GroupTotals = z.infer<typeof groupTotalsSchema>;
export type PricedQuote = z.infer<typeof pricedQuoteSchema>;

export type Viewer = { role: string };
