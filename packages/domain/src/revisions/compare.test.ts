import { describe, expect, it } from 'vitest';
import { compareDocuments } from './compared-lines.ts';
import { customerRevision } from './customer-revision.ts';
import { type ComparedLine, compareRevisions, recordFacts } from './index.ts';
import { r3, r4 } from './test-revisions.ts';

const changes = compareRevisions(r3, r4);
const line = (description: string): ComparedLine => {
  const found = changes.lines.find((l) => l.description.startsWith(description));
  if (!found) throw new Error(`no line ${description}`);
  return found;
};

describe('compareRevisions', () => {
  it('shows a product once, with its quantities old and new per colour and size', () => {
    const tee = line('JB-TEE Cotton tee');
    expect(tee.kind).toBe('changed');
    expect(tee.grid?.sizes).toEqual(['S', 'M', 'L']);
    expect(tee.grid?.rows).toEqual([
      {
        colour: 'Navy',
        cells: [
          { before: 10, after: 10 },
          { before: 10, after: 12 },
          { before: 5, after: 5 },
        ],
      },
      {
        colour: 'Black',
        cells: [
          { before: null, after: null },
          { before: 5, after: 5 },
          { before: null, after: 3 },
        ],
      },
    ]);
    expect(tee.qty).toEqual({ before: 30, after: 35 });
    expect(tee.unitPrice).toEqual({ before: 1250, after: 1250 });
    expect(tee.amount).toEqual({ before: 37500, after: 43750 });
  });

  it("names a decoration's new position and artwork, and its new quantity and total", () => {
    const print = line('Screen Print 1C');
    expect(print.kind).toBe('changed');
    expect(print.facts).toEqual([
      { label: 'Position', before: 'Breast Left', after: 'Back Upper' },
      { label: 'Artwork', before: 'crest.png', after: 'crest-2027.pdf' },
    ]);
    expect(print.amount).toEqual({ before: 9000, after: 10500 });
  });

  it('marks the delivery moved, the discount removed and the catalogue fee added', () => {
    expect(line('Delivery').facts).toEqual([
      { label: 'Address', before: '1 Main St, Geelong VIC 3220', after: '9 Dock Rd, Hobart TAS 7000' },
    ]);
    expect(line('Discount').kind).toBe('removed');
    expect(line('Discount').amount).toEqual({ before: -2000, after: null });
    expect(line('JB catalogue fee').kind).toBe('added');
    expect(line('JB catalogue fee').amount).toEqual({ before: null, after: 4000 });
    expect(changes.lines.map((l) => l.kind)).toEqual(['changed', 'changed', 'changed', 'removed', 'added']);
  });

  it('gives the totals ex and inc GST of both revisions and the record fields that changed', () => {
    expect(changes.totals).toEqual({
      before: { exGst: 47000, incGst: 51700 },
      after: { exGst: 60750, incGst: 66825 },
    });
    expect(recordFacts(changes.record)).toEqual([
      { label: 'Valid to', before: '24/12/2026', after: '15/01/2027' },
    ]);
  });

  it('compares rows by id, so a reordered document changes no line', () => {
    const [category] = r3.quote.content.categories;
    if (!category) throw new Error('no category');
    const reordered = {
      ...r3,
      quote: {
        ...r3.quote,
        content: { categories: [{ ...category, items: [...category.items].reverse() }] },
      },
    };
    const moved = compareRevisions(r3, reordered);
    expect(moved.rows.order).toHaveLength(1);
    expect(moved.rows.changed).toEqual([]);
    expect(moved.lines).toEqual([]);
  });

  it('tells a removed fee from the next one by its id', () => {
    const fees = (ids: string[]) =>
      customerRevision([
        {
          groups: [
            {
              id: 'g1',
              name: 'Staff',
              group_options: {
                customs: [],
                customfees: ids.map((id) => ({
                  id,
                  catalogue: 'JB',
                  customfee_qty: 1,
                  customfee_price: 40,
                  description: `Fee ${id}`,
                })),
              },
            },
          ],
          items: [],
        },
      ]);
    const kinds = compareDocuments(fees(['f1', 'f2']), fees(['f2'])).map((l) => [l.description, l.kind]);
    expect(kinds).toEqual([
      ['Fee f1', 'removed'],
      ['Fee f2', 'unchanged'],
    ]);
  });
});
