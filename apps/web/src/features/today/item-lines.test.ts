import type { TodayAnswerItem } from '@portal/domain/today';
import { describe, expect, it } from 'vitest';
import { answerLine, QUOTE_LINES, quoteTitle } from './item-lines.ts';

const item = (fields: Partial<TodayAnswerItem>): TodayAnswerItem => ({
  id: 12,
  label: 'Site tees',
  revision: 2,
  company: 'Acme Pty Ltd',
  status: 'Completed Quote',
  order_status: '',
  at: '2026-03-01T23:05:00.000Z',
  kind: 'note',
  by: '',
  detail: '',
  ...fields,
});

describe("the staff home page's lines", () => {
  it('names a quote as staff do, leaving out what it lacks', () => {
    expect(quoteTitle(item({}))).toBe('Q12 · Site tees · Acme Pty Ltd');
    expect(quoteTitle(item({ label: '', company: '' }))).toBe('Q12');
  });

  it("says what the customer answered, by whom and when, on the business's clock", () => {
    const zone = 'Australia/Melbourne';
    expect(answerLine(item({ kind: 'declined', detail: 'Price', by: 'Casey' }), zone)).toBe(
      'Declined: Price by Casey, 02/03/2026 10:05 AEDT',
    );
    expect(answerLine(item({ kind: 'accepted', by: 'Casey Client' }), zone)).toBe(
      'Accepted by Casey Client, 02/03/2026 10:05 AEDT',
    );
    expect(answerLine(item({ detail: 'Changes requested', by: 'Casey' }), zone)).toBe(
      'Note (Changes requested) by Casey, 02/03/2026 10:05 AEDT',
    );
  });

  it('says where the proofs stand: changes requested first, then those awaiting approval', () => {
    const zone = 'Australia/Melbourne';
    const quote = item({});
    const proofs = (awaiting_approval: number, changes_requested: number) =>
      QUOTE_LINES.proofs({ ...quote, awaiting_approval, changes_requested }, zone);
    expect(proofs(1, 0)).toBe('1 proof awaiting approval, since 02/03/2026 10:05 AEDT');
    expect(proofs(0, 2)).toBe('2 proofs with changes requested, since 02/03/2026 10:05 AEDT');
    expect(proofs(2, 1)).toBe(
      '1 proof with changes requested, 2 proofs awaiting approval, since 02/03/2026 10:05 AEDT',
    );
  });

  it('says how far a quote total would move if priced again, and until when it is valid', () => {
    const line = QUOTE_LINES.price_moves(
      {
        ...item({}),
        valid_to: '2026-12-10',
        total_before: 72_700,
        total_after: 77_200,
        change_percent: 6.2,
      },
      'Australia/Melbourne',
    );
    expect(line).toBe('$727.00 would be $772.00 (+6.2%), valid until 10/12/2026');
  });
});
