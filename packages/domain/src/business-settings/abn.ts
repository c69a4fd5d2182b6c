/**
 * The Australian Business Number check (ATO, "Format of the ABN"): subtract 1 from the first of
 * its 11 digits, weight the digits 10, 1, 3, 5 … 19, and the sum divides by 89. A typed ABN may
 * carry spaces; it is kept as its 11 digits.
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The digits of an ABN as typed ('51 824 753 556' → '51824753556'); other characters kept to refuse. */
export const abnDigitsOf = (typed: string): string => typed.replace(/\s+/g, '');

/** Whether 11 digits pass the ATO's check-digit test. */
export function passesAbnCheck(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char) - (index === 0 ? 1 : 0);
    return total + digit * (WEIGHTS[index] ?? 0);
  }, 0);
  return sum % 89 === 0;
}

/** How an ABN is printed: '51 824 753 556'. */
export const formatAbn = (digits: string): string =>
  /^\d{11}$/.test(digits)
    ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
    : digits;
