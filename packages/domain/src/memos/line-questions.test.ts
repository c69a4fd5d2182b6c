import { describe, expect, it } from 'vitest';
import { askableLineLabelOf, memoKindLabelOf, openQuestionsOf } from './line-questions.ts';

const note = (
  kind: 'note' | 'question' | 'answer',
  line_id: string | null,
  answered_at: string | null = null,
) => ({
  kind,
  line_id,
  answered_at,
});

describe('openQuestionsOf', () => {
  it('counts the unanswered questions of each line, and nothing else', () => {
    const open = openQuestionsOf([
      note('question', 'p1'),
      note('question', 'p1'),
      note('question', 'd1', '2026-11-26T00:00:00Z'),
      note('answer', 'd1'),
      note('note', null),
    ]);
    expect(Object.fromEntries(open)).toEqual({ p1: 2 });
  });
});

describe('askableLineLabelOf', () => {
  const content = {
    categories: [
      {
        category_info: {},
        groups: [],
        items: [
          { id: 'p1', type: 'product', code: 'AS5001', colour: 'White', size: 'L' },
          { id: 'd1', type: 'decoration', code: 'Screen Print 1C', description: '', position: 'Breast Left' },
          { id: 'x1', type: 'delivery' },
        ],
      },
    ],
  } as never;

  it('names garments and decorations, and no other line', () => {
    expect(askableLineLabelOf(content, 'p1')).toBe('AS5001 White L');
    expect(askableLineLabelOf(content, 'd1')).toBe('Screen Print 1C, Breast Left');
    expect(askableLineLabelOf(content, 'x1')).toBeNull();
    expect(askableLineLabelOf(content, 'gone')).toBeNull();
  });
});

describe('memoKindLabelOf', () => {
  it('says what a note is over it', () => {
    const base = { line_label: 'AS5001 White L', answered_at: null };
    expect(memoKindLabelOf({ ...base, kind: 'note' })).toBe('');
    expect(memoKindLabelOf({ ...base, kind: 'changes' })).toBe('Changes requested');
    expect(memoKindLabelOf({ ...base, kind: 'question' })).toBe('Question about AS5001 White L');
    expect(memoKindLabelOf({ ...base, kind: 'question', answered_at: 'x' })).toBe(
      'Question about AS5001 White L (answered)',
    );
    expect(memoKindLabelOf({ ...base, kind: 'answer' })).toBe('Answer about AS5001 White L');
  });
});
