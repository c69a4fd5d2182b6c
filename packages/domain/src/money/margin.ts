import { type Cents, roundHalfUp } from './cents.ts';
import { centsToDecimal } from './format.ts';

/**
 * "Margin is total price less total cost; percent is margin over price" (quote spec 9), as a
 * percent with 2 decimals rounded half away from zero, like every amount. The one rule for the
 * list's record and the editor's Order Summary: price 200.00 against cost 200.01 is -0.01 in both.
 * No price, no percent: 0.
 */
export const marginPercent = (priceCents: Cents, costCents: Cents): number =>
  priceCents > 0 ? roundHalfUp(((priceCents - costCents) * 10_000) / priceCents) / 100 : 0;

/** "12.34%": a percent with 2 decimals (hundredths written as cents are), never "-0.00%". */
export const formatPercent = (percent: number): string => `${centsToDecimal(roundHalfUp(percent * 100))}%`;
