import type { QuoteListRow } from '@portal/domain/quote';
import { describe, expect, it } from 'vitest';
import { idsInView, WINDOW_ROWS } from './listWindow.ts';

/** A list of `total` rows whose ids count down from `total`, loaded up to `loaded`. */
const list = (total: number, loaded = total) => ({
  total,
  rowAt: (index: number) => (index < loaded ? ({ id: total - index } as QuoteListRow) : undefined),
});

describe('the orders whose hand-offs the Jobs tab asks for', () => {
  it('asks for the whole slice under the visible rows, so scrolling inside it asks nothing new', () => {
    const ids = idsInView(list(250), { first: 3, last: 30 });
    expect(ids).toHaveLength(WINDOW_ROWS);
    expect(ids[0]).toBe(250);
    expect(idsInView(list(250), { first: 40, last: 70 })).toEqual(ids);
  });

  it('asks for two slices when the visible rows straddle them, and never for rows not loaded', () => {
    expect(idsInView(list(250), { first: 90, last: 120 })).toHaveLength(2 * WINDOW_ROWS);
    expect(idsInView(list(250, 150), { first: 90, last: 120 })).toHaveLength(150);
    expect(idsInView(list(3), { first: 0, last: 2 })).toEqual([3, 2, 1]);
    expect(idsInView(list(0), { first: 0, last: 0 })).toEqual([]);
  });
});
