import { DEFAULT_PRICE_TABLES } from '@portal/domain/pricing';
import { describe, expect, it } from 'vitest';
import { bandRange, checkDraft, fromDraft, getIn, setIn, toDraft } from './draft.ts';

describe('the price tables draft', () => {
  it('accepts the defaults as they are', () => {
    const checked = checkDraft(toDraft(DEFAULT_PRICE_TABLES));
    expect(checked).toEqual({ ok: true, tables: DEFAULT_PRICE_TABLES });
  });

  it('reads typed text as numbers and empty text as no figure', () => {
    expect(fromDraft({ a: '9.50', b: '', c: [' 3 ', null], d: 'abc' })).toEqual({
      a: 9.5,
      b: undefined,
      c: [3, null],
      d: Number.NaN,
    });
  });

  it('gives field messages in plain words, keyed by path', () => {
    let draft = toDraft(DEFAULT_PRICE_TABLES);
    draft = setIn(draft, 'screenPrint1C.tiers.0.price', -1);
    draft = setIn(draft, 'screenPrint1C.tiers.1.cost', '');
    draft = setIn(draft, 'colourChange.cost', '-');
    draft = setIn(draft, 'digitalPrint.filmUnitCost', 200000);
    draft = setIn(draft, 'embroidery.qtyBands.1.upTo', 24.5);
    const checked = checkDraft(draft);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      'screenPrint1C.tiers.0.price': 'Enter 0 or more',
      'screenPrint1C.tiers.1.cost': 'Enter a figure',
      'colourChange.cost': 'Enter a number',
      'digitalPrint.filmUnitCost': 'Enter at most 100,000',
      'embroidery.qtyBands.1.upTo': 'Enter a whole number',
    });
  });

  it("keeps the schema's own message for bands that do not rise", () => {
    const draft = setIn(toDraft(DEFAULT_PRICE_TABLES), 'screenPrint2C.tiers.1.upTo', 10);
    const checked = checkDraft(draft);
    expect(checked.ok ? {} : checked.errors).toEqual({
      'screenPrint2C.tiers': 'The quantity bands must rise',
    });
  });

  it('changes one value and leaves the original alone', () => {
    const before = toDraft(DEFAULT_PRICE_TABLES);
    const after = setIn(before, 'embroidery.price.0.0', 13);
    expect(getIn(after, 'embroidery.price.0.0')).toBe(13);
    expect(getIn(before, 'embroidery.price.0.0')).toBe(12);
    expect(after.screenPrint1C).toBe(before.screenPrint1C);
  });

  it('names band ranges from the bands as typed', () => {
    const bands = [{ upTo: 25 }, { upTo: '60' }, { upTo: null }];
    expect([0, 1, 2].map((i) => bandRange(bands, i))).toEqual(['up to 25', '26–60', '61 and above']);
    expect(bandRange([{ upTo: null }], 0)).toBe('any');
    expect(bandRange([{ upTo: '' }, { upTo: null }], 1)).toBe('above the previous band');
  });
});
