import { describe, expect, it } from 'vitest';
import { reorderedRows } from './production-order.ts';

const rows = [
  { id: 10, sort_order: 0 },
  { id: 11, sort_order: 1 },
  { id: 12, sort_order: 2 },
];

describe('reorderedRows', () => {
  it('moves a row down and renumbers only the rows whose place changed', () => {
    expect(reorderedRows(rows, 10, 12)).toEqual([
      { id: 11, sort_order: 0 },
      { id: 12, sort_order: 1 },
      { id: 10, sort_order: 2 },
    ]);
  });

  it('moves a row up one place', () => {
    expect(reorderedRows(rows, 12, 11)).toEqual([
      { id: 12, sort_order: 1 },
      { id: 11, sort_order: 2 },
    ]);
  });

  it('numbers rows that all had the same order (uploaded, never dragged)', () => {
    const fresh = rows.map((row) => ({ ...row, sort_order: 0 }));
    expect(reorderedRows(fresh, 12, 10)).toEqual([
      { id: 10, sort_order: 1 },
      { id: 11, sort_order: 2 },
    ]);
  });

  it('changes nothing for a drop on itself or an unknown row', () => {
    expect(reorderedRows(rows, 11, 11)).toEqual([]);
    expect(reorderedRows(rows, 11, 99)).toEqual([]);
  });
});
