import { describe, expect, it } from 'vitest';
import { acceptOf } from './kinds.ts';

describe('acceptOf', () => {
  it('offers every extension of a kind’s allowlist, JPEG under both names', () => {
    expect(acceptOf('brand')).toBe('.eps,.pdf,.jpg,.jpeg,.png,.gif');
    expect(acceptOf('visual')).toBe('.jpg,.jpeg,.png,.gif,.pdf');
    expect(acceptOf('production_emb')).toBe('.eps,.pdf,.dst,.pes');
    expect(acceptOf('production_other')).toBe('.eps,.pdf');
  });
});
