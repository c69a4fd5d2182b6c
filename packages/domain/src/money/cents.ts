/**
 * Money is held as integer cents everywhere inside the domain so that adding a thousand lines
 * never drifts by a cent. Dollars appear only at the edges (parsing input, formatting output).
 */
export type Cents = number;

/**
 * Rounds half away from zero ("half up" in the commercial sense: 0.5 → 1, -0.5 → -1).
 * The tiny epsilon absorbs binary noise such as 100.49999999999999 for 1.005 × 100.
 */
export const roundHalfUp = (value: number): number => {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  const rounded = sign * Math.floor(Math.abs(value) + 0.5 + 1e-9);
  // Avoid handing back -0, which prints as "-0.00" in some formatters.
  return rounded === 0 ? 0 : rounded;
};

/** Multiplies a quantity by a unit amount in cents and rounds the result to a whole cent. */
export const timesQty = (qty: number, unitCents: Cents): Cents => roundHalfUp(qty * unitCents);

/** Sums cents; integers stay exact so no rounding is needed. */
export const sumCents = (values: readonly Cents[]): Cents => values.reduce((total, v) => total + v, 0);
