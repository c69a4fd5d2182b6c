import type { QuoteContent } from '@portal/domain/quote';
import { customerRevision, type RevisionSnapshot } from '@portal/domain/revisions';
import { bigQuote } from './big-quote.ts';

type Row = QuoteContent['categories'][number]['items'][number];
const SIZES = ['S', 'M', 'L', 'XL'];
const RECORD = { label: 'Benchmark', valid_to: '2026-12-24', custom_address: '1 Main St, Geelong VIC 3220' };

/** The benchmark quote (1,202 editor lines) with each garment in a colour and size, so grids are compared. */
const sized = (content: QuoteContent): QuoteContent => ({
  categories: content.categories.map((c) => ({
    ...c,
    items: c.items.map((row, n) =>
      row.type === 'product' ? { ...row, colour: 'Navy', size: SIZES[n % 4] } : row,
    ),
  })),
});

const groupNumber = (row: Row) => Number((row.group_id ?? '').slice(1));

/**
 * A next revision of it as staff would make one: 20 garments up by 5 with their decorations, new
 * artwork on 10 decorations, 5 decorations removed, 5 garments added in a new colour, 10
 * catalogue fees charged, the delivery and discount changed, and the validity extended.
 */
function changed(content: QuoteContent): QuoteContent {
  return {
    categories: content.categories.map((c) => {
      const items = c.items.flatMap((row): Row[] => {
        const g = groupNumber(row);
        if (row.type === 'product' && g < 20) return [{ ...row, qty: Number(row.qty) + 5 }];
        if (row.type === 'decoration' && g < 20) return [{ ...row, qty: Number(row.qty) + 5 }];
        if (row.type === 'decoration' && g < 30 && row.id.endsWith('-1'))
          return [{ ...row, logo_name: 'crest-2027.png' }];
        if (row.type === 'decoration' && g >= 30 && g < 35 && row.id.endsWith('-4')) return [];
        if (row.type === 'product' && g >= 40 && g < 45)
          return [row, { ...row, id: `${row.id}-black`, colour: 'Black', size: 'XL', qty: 6 }];
        if (row.type === 'delivery') return [{ ...row, delivery_address: '9 Dock Rd, Hobart TAS 7000' }];
        if (row.type === 'discount') return [{ ...row, discount_price: -150 }];
        return [row];
      });
      const groups = c.groups.map((group) => {
        const g = Number(group.id.slice(1));
        if (g < 50 || g >= 60) return group;
        const options = group.group_options;
        return {
          ...group,
          group_options: {
            ...options,
            customfees: options.customfees.map((fee) => ({ ...fee, customfee_price: 15 })),
          },
        };
      });
      return { ...c, items, groups };
    }),
  };
}

/** The benchmark quote's revision a customer viewed, and the next one. */
export function bigQuoteRevisions(): {
  older: RevisionSnapshot;
  newer: RevisionSnapshot;
  editorLines: number;
} {
  const content = sized(bigQuote());
  return {
    older: customerRevision(content, RECORD),
    newer: customerRevision(changed(content), { ...RECORD, valid_to: '2027-01-15' }),
    editorLines: content.categories.reduce((sum, c) => sum + c.items.length, 0),
  };
}
