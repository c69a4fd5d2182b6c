import { formatMoney, gstOn, toCents } from '@portal/domain/money';

/**
 * The Total column: the price with 10% GST, to two decimals, or 0 when there is no price
 * (accounts spec 9). In cents so 1.1 × 0.15 does not come out as 0.16500000000000004.
 */
export const listTotal = (price: unknown): string => {
  const cents = toCents(price);
  return formatMoney(cents + gstOn(cents));
};
