import { describe, expect, it } from 'vitest';
import { canonicalText } from './snapshot.ts';

describe('canonicalText', () => {
  it('gives one text whatever order the keys were written in', () => {
    expect(canonicalText({ b: 1, a: [{ y: 'x', x: null }] })).toBe(
      canonicalText({ a: [{ x: null, y: 'x' }], b: 1 }),
    );
  });

  it('leaves out keys whose value is undefined, as JSON does', () => {
    expect(canonicalText({ a: 1, b: undefined })).toBe('{"a":1}');
  });
});
