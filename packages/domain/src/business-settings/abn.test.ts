import { describe, expect, it } from 'vitest';
import { abnDigitsOf, formatAbn, passesAbnCheck } from './abn.ts';

describe('the ABN check', () => {
  it("passes the ATO's own ABN and the demo business's, however they are spaced", () => {
    expect(passesAbnCheck(abnDigitsOf('51 824 753 556'))).toBe(true);
    expect(passesAbnCheck(abnDigitsOf('41 612 908 660'))).toBe(true);
    expect(passesAbnCheck(abnDigitsOf('51824753556'))).toBe(true);
  });

  it('refuses the ABN the demo used to print, one digit off, and anything not 11 digits', () => {
    for (const typed of [
      '41 612 908 355',
      '51 824 753 557',
      '15 824 753 556',
      '5182475355',
      '518247535561',
      'ABN 51824753556',
      '',
    ])
      expect(passesAbnCheck(abnDigitsOf(typed))).toBe(false);
  });

  it('prints 11 digits in the groups the ATO uses', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});
