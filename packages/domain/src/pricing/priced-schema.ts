import { z } from 'zod';
import { LINE_PARTS, SUMMARY_KEYS, SUMMARY_LABELS, type SummaryKey } from './types.ts';

/**
 * The priced quote as a schema: what priceQuote returns and GET /quotes/edit/{id} answers as
 * `priced`. The types in types.ts are read from these, so the answer and the engine cannot
 * drift. Amounts are integer cents; `Cents` is a number.
 */

const cents = z.number();

export const pricedLineSchema = z.object({
  /** The row id, or for group lines `{groupId}:{part}:{index}`. */
  id: z.string(),
  rowId: z.string().optional(),
  groupId: z.string(),
  part: z.enum(LINE_PARTS),
  summary: z.enum(SUMMARY_KEYS),
  qty: z.number(),
  unitPrice: cents,
  amount: cents,
  /** Staff only. */
  unitCost: cents.optional(),
  /** Staff only. */
  cost: cents.optional(),
  charged: z.boolean(),
  visibleToCustomer: z.boolean(),
});

/** One amount per summary key, so a new key is in the answer's schema as soon as it exists. */
const summaryAmounts = Object.fromEntries(SUMMARY_KEYS.map((key) => [key, cents])) as Record<
  SummaryKey,
  typeof cents
>;

export const summarySchema = z.object({
  ...summaryAmounts,
  gst: cents,
  totalExGst: cents,
  total: cents,
  /** Staff only: total cost of the charged lines, gross profit, and profit over price in percent (2 decimals). */
  cost: cents.optional(),
  grossProfit: cents.optional(),
  marginPercent: z.number().optional(),
});

const SUMMARY_ENTRY_KEYS = Object.keys(SUMMARY_LABELS) as [
  keyof typeof SUMMARY_LABELS,
  ...(keyof typeof SUMMARY_LABELS)[],
];
export const summaryEntrySchema = z.object({
  key: z.enum(SUMMARY_ENTRY_KEYS),
  label: z.string(),
  amount: cents,
});

export const groupTotalsSchema = z.object({
  price: cents,
  fee_price: cents,
  discount_price: cents,
  /** Staff only. */
  cost: cents.optional(),
});

export const pricedQuoteSchema = z.object({
  lines: z.array(pricedLineSchema),
  summary: summarySchema,
  /** The summary lines to show, in order; for customers a zero discount line is left out (spec 5). */
  summaryLines: z.array(summaryEntrySchema),
  groups: z.record(z.string(), groupTotalsSchema),
});

/** What a customer receives: the same without a single cost (quote spec 6). */
export const customerPricedQuoteSchema = pricedQuoteSchema.extend({
  lines: z.array(pricedLineSchema.omit({ unitCost: true, cost: true })),
  summary: summarySchema.omit({ cost: true, grossProfit: true, marginPercent: true }),
  groups: z.record(z.string(), groupTotalsSchema.omit({ cost: true })),
});
