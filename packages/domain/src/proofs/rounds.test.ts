import { describe, expect, it } from 'vitest';
import { priceQuote } from '../pricing/price-quote.ts';
import { DEFAULT_PRICE_TABLES } from '../pricing/tables/index.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { addArtworkFees, artworkFeesOf, artworkFeeWords } from './rounds.ts';

const terms = { rounds_included: 2, round_fee_cents: 3500 };
const front = { rowId: 'd1', decoration: 'Front · EMB', version: 3 };

describe('proof rounds and the artwork fee', () => {
  it('owes a fee only for versions past the rounds included, and none when the business charges none', () => {
    expect(artworkFeesOf([{ ...front, version: 2, round: 2 }], terms)).toEqual([]);
    const [fee] = artworkFeesOf([{ ...front, round: 3 }], terms);
    expect(fee?.task).toMatchObject({ task_name: 'Artwork fee', task_price: 35, task_checked: true });
    expect(fee && artworkFeeWords(fee)).toBe(
      'Artwork fee: Front · EMB v3, round 3 (2 included), $35.00 ex GST',
    );
    expect(artworkFeesOf([{ ...front, round: 3 }], { ...terms, round_fee_cents: 0 })).toEqual([]);
  });

  it("adds the fee under Artwork in the decoration's group, charged once per fee and shown to the customer", () => {
    const content = quoteContentSchema.parse({
      categories: [
        {
          category_info: { name: 'Shirts' },
          items: [{ id: 'd1', type: 'decoration', group_id: 'g2', code: 'EMB', qty: 10 }],
          groups: [
            { id: 'g1', name: 'Polos' },
            { id: 'g2', name: 'Caps' },
          ],
        },
      ],
    });
    const fees = artworkFeesOf(
      [
        { ...front, round: 3 },
        { ...front, version: 4, round: 4 },
      ],
      terms,
    );
    const charged = addArtworkFees(content, fees);
    const [polos, caps] = charged.categories[0]?.groups ?? [];
    expect(polos?.group_options.customs).toEqual([]);
    expect(caps?.group_options.customs).toHaveLength(1);
    expect(caps?.group_options.customs[0]?.tasks).toHaveLength(2);
    const before = priceQuote(content, DEFAULT_PRICE_TABLES, { role: 'customer' }).summary.totalExGst;
    const after = priceQuote(charged, DEFAULT_PRICE_TABLES, { role: 'customer' }).summary.totalExGst;
    expect(after - before).toBe(7000);
  });

  it('gives a quote with no group one named Artwork for its fee', () => {
    const content = quoteContentSchema.parse({
      categories: [{ category_info: { name: 'Shirts' }, items: [], groups: [] }],
    });
    const charged = addArtworkFees(content, artworkFeesOf([{ ...front, round: 3 }], terms));
    expect(charged.categories[0]?.groups.map((group) => group.name)).toEqual(['Artwork']);
  });
});
