import { describe, expect, it } from 'vitest';
import { findNul } from './text-safety.ts';

describe('finding a NUL character in a request', () => {
  it('finds none in clean text, numbers, nulls and file contents', () => {
    expect(findNul({ a: 'x', b: [1, null, { c: 'y' }], file: new Uint8Array([0, 1, 0]) })).toBeUndefined();
    expect(findNul(undefined)).toBeUndefined();
  });

  it('names the field path of a value that carries one', () => {
    expect(findNul('a\u0000b')).toBe('');
    expect(findNul({ other: 'a\u0000b' })).toBe('other');
    expect(findNul({ content: { categories: [{ items: [{ note: 'ok' }, { note: '\u0000' }] }] } })).toBe(
      'content.categories.0.items.1.note',
    );
  });

  it('names a key that carries one by the object holding it, or by itself at the top', () => {
    expect(findNul({ 'bad\u0000key': 1 })).toBe('badkey');
    expect(findNul({ outer: { inner: { 'k\u0000': 'v' } } })).toBe('outer.inner');
  });

  it('reports the first one in the order the fields came', () => {
    expect(findNul({ a: { b: '\u0000' }, c: '\u0000' })).toBe('a.b');
  });
});
