import { emptyContent, type QuoteContent } from '@portal/domain/quote';
import { describe, expect, it } from 'vitest';
import { approvedTotal, editorReducer, stateOf } from './editor-state.ts';

const start = () =>
  stateOf({
    content: emptyContent(),
    label: 'Q',
    status: 'Completed Quote',
    version: 4,
    approved_price: 100,
  });

describe('editorReducer', () => {
  it('changes the document without touching the header', () => {
    const before = start();
    const after = editorReducer(before, {
      type: 'content',
      update: (c: QuoteContent) => ({ categories: [...c.categories] }),
    });
    expect(after.header).toBe(before.header);
    expect(after.contentChanged).toBe(true);
    expect(after.version).toBe(4);
  });

  it('keeps the same state when an update changes nothing', () => {
    const before = start();
    expect(editorReducer(before, { type: 'content', update: (c) => c })).toBe(before);
  });

  it('patches header fields and marks the editor dirty', () => {
    const after = editorReducer(start(), { type: 'header', patch: { client_label: 'Winter' } });
    expect(after.header.client_label).toBe('Winter');
    expect(after.header.label).toBe('Q');
    expect(after.dirty).toBe(true);
    expect(after.contentChanged).toBe(false);
  });
});

describe('approvedTotal', () => {
  it('is approve price minus discount to two decimals', () => {
    // The server stores the discount as 12.35 (cents, half up): the total the view page shows too.
    expect(approvedTotal({ approved_price: 100, discount: 12.345 })).toBe('87.65');
    expect(approvedTotal({ approved_price: 200, discount: 200.01 })).toBe('-0.01');
    expect(approvedTotal({ approved_price: 0, discount: 0 })).toBe('0.00');
  });
});
