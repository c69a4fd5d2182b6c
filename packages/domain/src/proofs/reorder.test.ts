import { describe, expect, it } from 'vitest';
import type { QuoteContent } from '../quote/schema/content.ts';
import { approvedOnWords, artworkChanges, previousApprovalsOf } from './reorder.ts';

const decoration = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'decoration',
  group_id: 'g1',
  code: 'Embroidery',
  position: 'Left Chest',
  logo_file: 'logo.pdf',
  setup_sc: 9500,
  setup_size: '80 × 40 mm',
  setup_color: 'PMS 286',
  ...extra,
});
const contentOf = (...items: Record<string, unknown>[]) =>
  ({ categories: [{ id: 'c1', name: 'Polos', groups: [], items }] }) as unknown as QuoteContent;
const approvedAt = new Date('2026-03-02T23:30:00Z'); // 3 March 2026, 10:30 in Melbourne
const source = {
  id: 41,
  content: contentOf(decoration('d1'), decoration('d2'), decoration('d3')),
  proofs: [
    { id: 7, row_id: 'd1', version: 4, state: 'approved', decided_at: approvedAt, file_name: 'front.png' },
    { id: 8, row_id: 'd2', version: 1, state: 'approved', decided_at: approvedAt, file_name: 'back.png' },
    // d2's newer version was sent back: its current proof is not approved.
    { id: 9, row_id: 'd2', version: 2, state: 'changes_requested', decided_at: null, file_name: 'back2.png' },
  ],
};

describe('reorders and earlier approvals', () => {
  it('names what of the artwork changed, in words', () => {
    const before = decoration('d1') as never;
    expect(artworkChanges(before, decoration('d1') as never)).toEqual([]);
    expect(
      artworkChanges(before, decoration('d1', { setup_sc: 12000, logo_file: 'new.pdf' }) as never),
    ).toEqual(['artwork file', 'stitch count']);
  });

  it('offers the approved current proof of a decoration the reorder has no proof for', () => {
    const offers = previousApprovalsOf(
      source,
      contentOf(decoration('d1'), decoration('d2'), decoration('d3', { setup_color: 'Black' })),
      new Set(),
      'Australia/Melbourne',
    );
    expect([...offers.keys()]).toEqual(['d1']);
    const offer = offers.get('d1');
    expect(offer).toMatchObject({
      quote_id: 41,
      proof_id: 7,
      version: 4,
      approved_on: '2026-03-03',
      changed: [],
    });
    expect(offer && approvedOnWords(offer)).toBe('approved on 03/03/2026 (v4) for Q41');
  });

  it('offers nothing for a decoration that has its own proof on the reorder', () => {
    expect(
      previousApprovalsOf(source, contentOf(decoration('d1')), new Set(['d1']), 'Australia/Melbourne').size,
    ).toBe(0);
  });
});
