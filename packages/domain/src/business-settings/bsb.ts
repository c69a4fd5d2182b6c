/**
 * A Bank-State-Branch number: six digits, printed '063-000'. People type it with a dash, a
 * space or nothing between the halves; each is read as the same six digits.
 */
export function bsbDigitsOf(typed: string): string | null {
  const match = /^\s*(\d{3})[\s-]?(\d{3})\s*$/.exec(typed);
  return match ? `${match[1]}${match[2]}` : null;
}

/** How a BSB is printed on a quote: '063-000'. */
export const formatBsb = (digits: string): string =>
  /^\d{6}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;

/** An Australian bank account number: digits only, at most nine (some banks use fewer). */
export const isAccountNumber = (typed: string): boolean => /^\d{4,9}$/.test(typed.replace(/[\s-]/g, ''));
