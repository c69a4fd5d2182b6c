import { isAdmin } from '../access/roles.ts';
import { gstOn, marginPercent } from '../money/index.ts';
import { groupOf } from '../quote/ops/rows.ts';
import type { QuoteContent } from '../quote/schema/content.ts';
import { cachedDecorationLines, cachedGroupLines, cachedRowLine, type PricingCache } from './line-cache.ts';
import { embroideryPools } from './pools.ts';
import { DEFAULT_PRICE_TABLES } from './tables/defaults.ts';
import type { PriceTables } from './tables/schema.ts';
import {
  type GroupTotals,
  type PricedLine,
  type PricedQuote,
  SUMMARY_KEYS,
  SUMMARY_LABELS,
  type Summary,
  type SummaryEntry,
  type Viewer,
} from './types.ts';

/** push(...more) spreads its argument on every call; a loop does not. */
const append = (lines: PricedLine[], more: readonly PricedLine[]) => {
  for (const line of more) lines.push(line);
};

const allLines = (
  content: QuoteContent,
  tables: PriceTables,
  cache: PricingCache | undefined,
): PricedLine[] => {
  const pools = embroideryPools(content.categories);
  const lines: PricedLine[] = [];
  for (const category of content.categories) {
    for (const row of category.items) {
      const groupId = groupOf(row, category);
      if (row.type === 'decoration')
        append(lines, cachedDecorationLines(row, { tables, groupId, pool: pools.get(row.id) }, cache));
      else lines.push(cachedRowLine(row, groupId, cache));
    }
    for (const group of category.groups) append(lines, cachedGroupLines(group, cache));
  }
  return lines;
};

/**
 * The Order Summary's figures and each group's totals, in one pass over the lines: the editor
 * runs this on every keystroke over a couple of thousand lines.
 */
const tally = (lines: readonly PricedLine[]): { summary: Summary; groups: Record<string, GroupTotals> } => {
  const summary = Object.fromEntries(SUMMARY_KEYS.map((k) => [k, 0])) as Summary;
  const groups: Record<string, GroupTotals> = {};
  let cost = 0;
  for (const l of lines) {
    let g = groups[l.groupId];
    if (!g) {
      g = { price: 0, fee_price: 0, discount_price: 0, cost: 0 };
      groups[l.groupId] = g;
    }
    if (!l.charged) continue;
    const lineCost = l.cost ?? 0;
    summary[l.summary] += l.amount;
    cost += lineCost;
    g.price += l.amount;
    g.cost = (g.cost ?? 0) + lineCost;
    if (l.summary === 'catalogueFee') g.fee_price += l.amount;
    if (l.summary === 'discount') g.discount_price += l.amount;
  }
  summary.totalExGst = SUMMARY_KEYS.reduce((sum, k) => sum + summary[k], 0);
  summary.gst = gstOn(summary.totalExGst);
  summary.total = summary.totalExGst + summary.gst;
  summary.cost = cost;
  summary.grossProfit = summary.totalExGst - cost;
  summary.marginPercent = marginPercent(summary.totalExGst, cost);
  return { summary, groups };
};

/** A line without its cost fields. Built field by field: object rest is slow on hot paths in V8. */
const customerLine = (l: PricedLine): PricedLine => {
  const out: PricedLine = {
    id: l.id,
    groupId: l.groupId,
    part: l.part,
    summary: l.summary,
    qty: l.qty,
    unitPrice: l.unitPrice,
    amount: l.amount,
    charged: l.charged,
    visibleToCustomer: l.visibleToCustomer,
  };
  if (l.rowId !== undefined) out.rowId = l.rowId;
  return out;
};

/**
 * Prices a quote document: every line's amounts and the Order Summary (quote spec 2, 5, 9).
 * Money is integer cents. The totals are the same for every viewer, since the quote's price is
 * what the customer sees; an admin's answer adds costs, gross profit and margin and also lists
 * the lines that are not charged (unchecked tasks, disabled setup discounts...). A customer's
 * answer holds only the lines a customer may see, and no cost at all. `cache` lets a caller that
 * prices one document again and again (the editor, on every keystroke) reuse the lines of the
 * decoration rows that did not change (line-cache.ts).
 */
export const priceQuote = (
  content: QuoteContent,
  tables: PriceTables = DEFAULT_PRICE_TABLES,
  viewer: Viewer = { role: 'customer' },
  cache?: PricingCache,
): PricedQuote => {
  const lines = allLines(content, tables, cache);
  const { summary, groups } = tally(lines);
  const admin = isAdmin(viewer);
  const entries: SummaryEntry[] = [...SUMMARY_KEYS, 'gst', 'totalExGst', 'total']
    .filter((key) => admin || key !== 'discount' || summary.discount !== 0)
    .map((key) => ({
      key: key as SummaryEntry['key'],
      label: SUMMARY_LABELS[key as SummaryEntry['key']],
      amount: summary[key as keyof Summary] ?? 0,
    }));
  if (admin) return { lines, summary, summaryLines: entries, groups };
  const { cost: _c, grossProfit: _g, marginPercent: _m, ...customerSummary } = summary;
  return {
    lines: lines.filter((l) => l.visibleToCustomer).map(customerLine),
    summary: customerSummary as Summary,
    summaryLines: entries,
    groups: Object.fromEntries(
      Object.entries(groups).map(([id, g]) => [
        id,
        { price: g.price, fee_price: g.fee_price, discount_price: g.discount_price },
      ]),
    ),
  };
};
