/**
 * The nightly list of quotes whose price would move (decisions/147): quotes awaiting an answer
 * that expire within the week, priced again today without saving, and listed when their total
 * would move by more than the business's percentage either way.
 */

/** A move of 2% on a quote's total is worth a word with the customer before it expires. */
export const DEFAULT_PRICE_MOVE_PERCENT = 2;

/** How far a total would move, as a percentage of what it is now (signed, to one decimal). */
export function priceMovePercent(before: number, after: number): number {
  if (before === 0) return after === 0 ? 0 : 100;
  return Math.round(((after - before) / before) * 1000) / 10;
}

/** Whether a total moves by more than the percentage, up or down. */
export const movesPast = (before: number, after: number, percent: number): boolean =>
  before === 0 ? after !== 0 : (Math.abs(after - before) / before) * 100 > percent;
