import type { Cents } from './cents.ts';
import { isNumeric, toCents } from './parse.ts';

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

/**
 * What a money input shows when no one is typing in it: a number at two decimals ("10.7" →
 * "10.70", as every amount is shown, section 9); empty stays empty and text that is no number
 * shows as typed, so the person sees what counts as 0.
 */
export const moneyInputText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (!isNumeric(value)) return String(value);
  return centsToDecimal(toCents(value));
};
