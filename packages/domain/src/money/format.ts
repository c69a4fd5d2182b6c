import type { Cents } from './cents.ts';

/** One formatter for every amount: toLocaleString builds a new one per call, which the editor felt per keystroke. */
const THOUSANDS = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** "$1,234.50" style: the spec shows amounts with 2 decimals and a $ sign (section 9). */
export const formatMoney = (cents: Cents): string => {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const dollars = THOUSANDS.format(Math.floor(abs / 100));
  const rest = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}$${dollars}.${rest}`;
};

/** "1234.50": two decimals with no sign or separators, for payload fields such as price and gst. */
export const centsToDecimal = (cents: Cents): string => {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Cents as a plain number of dollars (for JSON columns that hold numbers). */
export const centsToDollars = (cents: Cents): number => Math.trunc(cents) / 100;
