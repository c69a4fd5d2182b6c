import { describe, expect, it } from 'vitest';
import { priceQuote } from '../pricing/price-quote.ts';
import { DEFAULT_PRICE_TABLES } from '../pricing/tables/defaults.ts';
import { customerQuoteRead } from '../quote/schema/answers.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { quoteRecord } from '../quote/schema/record.ts';
import { redactContentForCustomer, redactQuoteForCustomer } from '../redaction/redaction.ts';
import { buildQuoteDocument } from './build-quote-document.ts';
import { lineDetailsText, sortSizes } from './product-lines.ts';
import type { DocumentBusiness } from './schema.ts';

const business: DocumentBusiness = {
  tradingName: 'Ironbark Workwear & Uniforms',
  legalName: 'Ironbark Workwear Pty Ltd',
  abn: '',
  address: [],
  phone: '',
  email: '',
  website: '',
  logoFileId: null,
  paymentTerms: '',
  nextSteps: 'After approval we send an invoice.',
  remittance: null,
  termsOfTrade: null,
};
const parties = { company: 'Fitzroy Cafe', contact: 'Casey', contactEmail: '', contactPhone: '' };

const tee = (id: string, colour: string, size: string, qty: number, price = 12) => ({
  id,
  type: 'product',
  group_id: 'g1',
  code: 'AS5001',
  description: 'Staple Tee',
  colour,
  size,
  qty,
  price,
});

/** A staff quote with the given rows in group g1, read as its customer reads it. */
function documentOf(items: Record<string, unknown>[]) {
  const content = quoteContentSchema.parse([
    { category_info: { name: 'Uniforms' }, groups: [{ id: 'g1', name: 'Crew', group_options: {} }], items },
  ]);
  const redacted = quoteContentSchema.parse(redactContentForCustomer(content));
  const record = quoteRecord.parse({
    id: 7,
    label: 'Tees',
    client_label: '',
    revision: 1,
    status: 'Draft',
    valid_to: '2026-12-24',
    created_at: '2026-11-20T01:00:00.000Z',
    updated_at: '2026-11-22T01:00:00.000Z',
    content,
  });
  const read = customerQuoteRead.parse({
    quote: { ...redactQuoteForCustomer(record), content: redacted },
    priced: priceQuote(redacted, DEFAULT_PRICE_TABLES, { role: 'customer' }),
  });
  return { read, document: buildQuoteDocument(read, parties, business) };
}

describe("a product's colour × size grid", () => {
  it('makes one line of rows of the same product and price, split by colour and size', () => {
    const { document } = documentOf([
      tee('p1', 'Navy', 'M', 10),
      tee('p2', 'Navy', 'S', 5),
      tee('p3', 'Black', 'M', 3),
      tee('p4', 'Navy', 'L', 2),
    ]);
    const [line] = document.sections[0]?.lines ?? [];
    expect(line).toMatchObject({
      description: 'AS5001 Staple Tee',
      qty: 20,
      unitPrice: 1200,
      amount: 24000,
      grid: {
        sizes: ['S', 'M', 'L'],
        rows: [
          { colour: 'Navy', quantities: [5, 10, 2] },
          { colour: 'Black', quantities: [null, 3, null] },
        ],
      },
    });
    expect(document.sections[0]?.lines).toHaveLength(1);
    // Where no grid can be drawn (the WorkflowMax job, Xero lines) it is written out.
    expect(line && lineDetailsText(line)).toEqual(['Navy: S × 5, M × 10, L × 2', 'Black: M × 3']);
  });

  it('keeps a size at another price on its own line, so quantity × unit price is the amount', () => {
    const { document } = documentOf([tee('p1', 'Navy', 'M', 10), tee('p2', 'Navy', '3XL', 2, 14)]);
    const lines = document.sections[0]?.lines ?? [];
    expect(lines.map((l) => [l.qty, l.unitPrice, l.amount, l.grid?.sizes])).toEqual([
      [10, 1200, 12000, ['M']],
      [2, 1400, 2800, ['3XL']],
    ]);
  });

  it('orders sizes as a size chart runs', () => {
    expect(sortSizes(['XL', 'S', '2XL', 'M', 'XS', 'L', 'Custom'])).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      '2XL',
      'Custom',
    ]);
    expect(sortSizes(['12', '8', '10', '6'])).toEqual(['6', '8', '10', '12']);
  });
});

describe('lines of nothing', () => {
  it("leaves out a setup of code 'None' and a product of quantity 0", () => {
    const { read, document } = documentOf([
      tee('p1', 'Navy', 'M', 10),
      tee('p2', 'Navy', 'L', 0),
      {
        id: 'd1',
        type: 'decoration',
        group_id: 'g1',
        code: 'Embroidery',
        position: 'Left Chest',
        qty: 10,
        setup_code: 'None',
      },
    ]);
    // The priced quote has the zero setup line; the document does not print it.
    expect(read.priced.lines.some((l) => l.part === 'setup' && l.qty === 0)).toBe(true);
    const descriptions = document.sections.flatMap((s) => s.lines.map((l) => l.description));
    expect(descriptions).toEqual(['AS5001 Staple Tee', 'Embroidery at Left Chest']);
    expect(document.sections[0]?.lines[0]?.grid).toEqual({
      sizes: ['M'],
      rows: [{ colour: 'Navy', quantities: [10] }],
    });
  });
});
