import type { Cents } from './cents.ts';
import { toCents } from './parse.ts';

/**
 * The approved total staff agree with the client: the approve price less the discount
 * (accounts spec 2.9), in cents so the editor and the view page show the same figure.
 */
export const approvedTotalCents = (approvedPrice: unknown, discount: unknown): Cents =>
  toCents(approvedPrice) - toCents(discount);
