import { roundHalfUp } from '../money/cents.ts';
import { marginPercent } from '../money/margin.ts';
import type { MarginFigures } from './calls.ts';

/** One group's figures from its sums: profit is revenue less cost, margin is profit over revenue. */
export const marginFiguresOf = (orders: number, revenueCents: number, costCents: number): MarginFigures => ({
  orders,
  revenue_cents: revenueCents,
  cost_cents: costCents,
  profit_cents: revenueCents - costCents,
  margin_percent: marginPercent(revenueCents, costCents),
});

/** A part of a whole in percent with 2 decimals; 0 of nothing is 0. */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? roundHalfUp((part * 10_000) / whole) / 100 : 0;

/** The middle value (the mean of the two middle ones for an even count), 1 decimal; null for none. */
export const medianOf = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const middle = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return roundHalfUp(middle * 10) / 10;
};

/** The average order value in cents, rounded half up; 0 without orders. */
export const averageCents = (totalCents: number, count: number): number =>
  count > 0 ? roundHalfUp(totalCents / count) : 0;
