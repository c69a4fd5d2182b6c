import { describe, expect, it } from 'vitest';
import { priceQuote } from '../../pricing/price-quote.ts';
import { quoteContentSchema } from '../schema/content.ts';
import { addGroup, addGroupDiscount, removeGroupDiscount, updateGroupDiscount } from './index.ts';
import { sampleContent } from './test-content.ts';

type Content = ReturnType<typeof sampleContent>;
const options = (c: Content, groupId = 'g1') =>
  c.categories[0]?.groups.find((g) => g.id === groupId)?.group_options;
const discountSummary = (c: Content) => priceQuote(c, undefined, { role: 'admin' }).summary.discount;

describe('addGroupDiscount', () => {
  it('gives the group a discount of one at 0, and leaves its other options and groups alone', () => {
    const before = addGroup(sampleContent(), 'Office');
    const c = addGroupDiscount(before, 'g1');
    expect(options(c)?.discount).toEqual({ qty: 1, price: 0, cost: 0, description: '' });
    expect(options(c)?.customfees).toBe(options(before)?.customfees);
    expect(options(c, 'g2')).toBe(options(before, 'g2'));
    expect(quoteContentSchema.safeParse(c).success).toBe(true);
    expect(discountSummary(c)).toBe(0);
  });
  it('keeps a discount the group already has', () => {
    const set = updateGroupDiscount(addGroupDiscount(sampleContent(), 'g1'), 'g1', { price: 10 });
    expect(options(addGroupDiscount(set, 'g1'))?.discount).toEqual(options(set)?.discount);
  });
  it('takes off what staff type, whatever its sign', () => {
    const c = addGroupDiscount(sampleContent(), 'g1');
    expect(discountSummary(updateGroupDiscount(c, 'g1', { price: -10 }))).toBe(-1000);
    expect(discountSummary(updateGroupDiscount(c, 'g1', { price: 10 }))).toBe(-1000);
  });
});

describe('removeGroupDiscount', () => {
  it('removes the discount and nothing else, leaving the group as it was before one was added', () => {
    const before = sampleContent();
    const priced = updateGroupDiscount(addGroupDiscount(before, 'g1'), 'g1', { price: 10 });
    const c = removeGroupDiscount(priced, 'g1');
    expect(options(c)).toEqual(options(before));
    expect(Object.keys(options(c) ?? {})).not.toContain('discount');
    expect(discountSummary(c)).toBe(0);
  });
  it('changes nothing for a group without a discount', () => {
    const before = sampleContent();
    expect(removeGroupDiscount(before, 'g1')).toEqual(before);
  });
});
