import { describe, expect, it } from 'vitest';
import { bsbDigitsOf, formatBsb, isAccountNumber } from './bsb.ts';

describe('the BSB and account number', () => {
  it('reads six digits with a dash, a space or nothing between the halves', () => {
    for (const typed of ['063-000', '063 000', '063000', ' 063-000 '])
      expect(bsbDigitsOf(typed)).toBe('063000');
    expect(formatBsb('063000')).toBe('063-000');
  });

  it('refuses anything but six digits', () => {
    for (const typed of ['06300', '0630001', '063-00a', 'abc-def', '', '063--000'])
      expect(bsbDigitsOf(typed)).toBeNull();
  });

  it('takes account numbers of four to nine digits', () => {
    expect(isAccountNumber('1234 5678')).toBe(true);
    expect(isAccountNumber('123')).toBe(false);
    expect(isAccountNumber('1234567890')).toBe(false);
    expect(isAccountNumber('12ab5678')).toBe(false);
  });
});
