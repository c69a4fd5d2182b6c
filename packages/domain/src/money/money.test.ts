import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approvedTotalCents,
  centsToDecimal,
  formatMoney,
  formatPercent,
  gstOn,
  isNumeric,
  marginPercent,
  moneyInputText,
  roundHalfUp,
  sumCents,
  timesQty,
  toCents,
  toNumber,
} from './index.ts';

describe('toNumber', () => {
  it('counts non-numeric values as 0 (spec 5)', () => {
    expect(toNumber('abc')).toBe(0);
    expect(toNumber('')).toBe(0);
    expect(toNumber(' ')).toBe(0);
    expect(toNumber(null)).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber(Number.NaN)).toBe(0);
    expect(toNumber('12abc')).toBe(0);
    expect(toNumber({})).toBe(0);
  });
  it('reads numbers given as text, with a $ sign or separators', () => {
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber(' $1,234.50 ')).toBe(1234.5);
    expect(toNumber('-3')).toBe(-3);
    expect(toNumber('.5')).toBe(0.5);
    expect(toNumber(7)).toBe(7);
  });
  it('tells numbers from text', () => {
    expect(isNumeric('0')).toBe(true);
    expect(isNumeric('')).toBe(false);
    expect(isNumeric('x')).toBe(false);
  });
});

describe('cents', () => {
  it('rounds half up, away from zero', () => {
    expect(roundHalfUp(100.5)).toBe(101);
    expect(roundHalfUp(100.49)).toBe(100);
    expect(roundHalfUp(-0.5)).toBe(-1);
    expect(roundHalfUp(-0.4)).toBe(0);
    expect(Object.is(roundHalfUp(-0.4), -0)).toBe(false);
  });
  it('converts dollars to cents without binary drift', () => {
    expect(toCents('1.005')).toBe(101);
    expect(toCents(3.35)).toBe(335);
    expect(toCents('abc')).toBe(0);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
  it('multiplies by a quantity and sums exactly', () => {
    expect(timesQty(3, 335)).toBe(1005);
    expect(timesQty(2.5, 101)).toBe(253);
    expect(sumCents([1, 2, 3])).toBe(6);
  });
});

describe('formatting', () => {
  it('shows 2 decimals with a $ sign', () => {
    expect(formatMoney(79970)).toBe('$799.70');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(-1050)).toBe('-$10.50');
    expect(centsToDecimal(72700)).toBe('727.00');
    expect(centsToDecimal(-7)).toBe('-0.07');
  });

  it('shows a money input at two decimals, leaving empty and non-numbers as they are', () => {
    expect(moneyInputText('10.7')).toBe('10.70');
    expect(moneyInputText(10.7)).toBe('10.70');
    expect(moneyInputText(9)).toBe('9.00');
    expect(moneyInputText('$1,234.5')).toBe('1234.50');
    expect(moneyInputText(-2.5)).toBe('-2.50');
    expect(moneyInputText(null)).toBe('');
    expect(moneyInputText('')).toBe('');
    expect(moneyInputText('abc')).toBe('abc');
  });
});

describe('GST', () => {
  it('is 10% of the total ex GST rounded half up once', () => {
    expect(gstOn(1005)).toBe(101);
    expect(gstOn(72700)).toBe(7270);
    expect(gstOn(4)).toBe(0);
    expect(gstOn(5)).toBe(1);
  });
  it('never differs from the exact tenth by more than half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (total) => {
        const gst = gstOn(total);
        expect(Number.isInteger(gst)).toBe(true);
        expect(Math.abs(gst * 10 - total)).toBeLessThanOrEqual(5);
        // Half up: an exact half goes to the larger cent.
        if (total % 10 === 5) expect(gst * 10).toBe(total + 5);
      }),
    );
  });
});

describe('margin and approved total', () => {
  it('gives price 200.00 against cost 200.01 as -0.01%, never -0', () => {
    expect(marginPercent(20000, 20001)).toBe(-0.01);
    expect(formatPercent(marginPercent(20000, 20001))).toBe('-0.01%');
    expect(marginPercent(72700, 31250)).toBe(57.02);
    expect(marginPercent(0, 500)).toBe(0);
    expect(formatPercent(-0)).toBe('0.00%');
    expect(formatPercent(-0.001)).toBe('0.00%');
    expect(formatPercent(12.5)).toBe('12.50%');
  });
  it('never shows a signed zero for any price and cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (p, c) => {
          const percent = marginPercent(p, c);
          expect(Object.is(percent, -0)).toBe(false);
          expect(formatPercent(percent)).not.toMatch(/^-0\.00/);
          if (p > c) expect(percent).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
  it('is the approve price less the discount, in cents', () => {
    expect(approvedTotalCents(700, 20.5)).toBe(67950);
    expect(approvedTotalCents('0.1', '0.3')).toBe(-20);
    expect(approvedTotalCents('', undefined)).toBe(0);
  });
});
