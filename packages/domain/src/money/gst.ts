import { type Cents, roundHalfUp } from './cents.ts';

/** GST is 10% in both specs (section 9). */
export const GST_RATE_PERCENT = 10;

/**
 * GST on a total ex GST, rounded half up to the cent exactly once: rounding per line and then
 * adding would drift (three lines of 3.35 would give 1.02 instead of 1.01).
 */
export const gstOn = (totalExGst: Cents): Cents => roundHalfUp((totalExGst * GST_RATE_PERCENT) / 100);
