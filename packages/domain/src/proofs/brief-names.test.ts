import { describe, expect, it } from 'vitest';
import { briefNames, NAMES_LISTED } from './brief-names.ts';

const names = (count: number) => Array.from({ length: count }, (_, i) => `Decoration ${i + 1}`);

describe('briefNames', () => {
  it('lists every name while one more would only be replaced by "and 1 more"', () => {
    expect(briefNames(names(2))).toBe('Decoration 1; Decoration 2');
    expect(briefNames(names(NAMES_LISTED + 1)).split('; ')).toHaveLength(NAMES_LISTED + 1);
  });

  it('lists the first few of many and counts the rest', () => {
    expect(briefNames(names(1_000))).toBe(
      'Decoration 1; Decoration 2; Decoration 3; Decoration 4; Decoration 5 and 995 more',
    );
  });
});
