import { describe, expect, it } from 'vitest';
import { priceQuote } from '../pricing/price-quote.ts';
import { DEFAULT_PRICE_TABLES } from '../pricing/tables/defaults.ts';
import { customerQuoteRead } from '../quote/schema/answers.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { quoteRecord } from '../quote/schema/record.ts';
import { redactContentForCustomer, redactQuoteForCustomer } from '../redaction/redaction.ts';
import { buildQuoteDocument } from './build-quote-document.ts';
import { type DocumentBusiness, quoteDocumentSchema } from './schema.ts';

const parties = {
  company: 'Fitzroy Cafe Pty Ltd',
  contact: 'Casey Client',
  contactEmail: 'casey@example.com',
  contactPhone: '0400 000 000',
};

/** A quote as staff store it, with staff-only fields set, read the way its customer reads it. */
function customerRead() {
  const content = quoteContentSchema.parse([
    {
      category_info: { name: 'Uniforms' },
      groups: [
        {
          id: 'g1',
          name: 'Kitchen staff',
          group_options: {
            customfees: [
              {
                catalogue: 'AB',
                customfee_price: 25,
                customfee_qty: 1,
                customfee_cost: 13.13,
                description: 'Indent fee',
              },
            ],
            customs: [],
          },
        },
      ],
      items: [
        {
          id: 'p1',
          type: 'product',
          group_id: 'g1',
          code: 'JB101',
          description: 'Chef jacket',
          colour: 'Navy',
          size: 'L',
          qty: 10,
          price: 40,
          cost: 17,
        },
        {
          id: 'd1',
          type: 'decoration',
          group_id: 'g1',
          code: 'Embroidery',
          position: 'Left Chest',
          qty: 10,
          supplier: 'SECRET SUPPLIER',
          emb_note: 'SECRET NOTE',
          setup_code: 'EMB-SETUP',
          setup_qty: 1,
          logo_name: 'cafe-logo.pdf',
        },
        {
          id: 'v1',
          type: 'delivery',
          checked: true,
          delivery_desc: 'Other',
          delivery_other: 'Courier to Fitzroy',
          delivery_qty: 1,
          delivery_price: 15,
          delivery_unit_cost: 7.77,
          delivery_note: 'SECRET DELIVERY NOTE',
        },
        // Unticked: the customer is not shown it, so neither is the PDF.
        { id: 'v2', type: 'delivery', delivery_desc: 'SECRET express', delivery_qty: 1, delivery_price: 99 },
      ],
    },
  ]);
  const redacted = quoteContentSchema.parse(redactContentForCustomer(content));
  const record = quoteRecord.parse({
    id: 812,
    label: 'Kitchen uniforms',
    client_label: 'For the new store',
    revision: 2,
    status: 'Completed Quote',
    valid_to: '2026-12-24',
    created_at: '2026-11-20T01:00:00.000Z',
    updated_at: '2026-11-22T01:00:00.000Z',
    cost: 123,
    margin_value: 456,
    content,
  });
  return customerQuoteRead.parse({
    quote: { ...redactQuoteForCustomer(record), content: redacted },
    priced: priceQuote(redacted, DEFAULT_PRICE_TABLES, { role: 'customer' }),
  });
}

const business: DocumentBusiness = {
  tradingName: 'Ironbark Workwear & Uniforms',
  legalName: 'Ironbark Workwear Pty Ltd',
  abn: '51 824 753 556',
  address: ['Unit 4, 27 Lakewood Boulevard', 'Braeside VIC 3195'],
  phone: '(03) 9587 4420',
  email: 'sales@example.com',
  website: 'example.com',
  logoFileId: null,
  paymentTerms: '',
  nextSteps: 'After approval we send an invoice.',
  remittance: null,
  termsOfTrade: null,
};

describe('the quote document', () => {
  const read = customerRead();
  const document = buildQuoteDocument(read, parties, business);

  it('names the quote, its revision, dates and who it is for', () => {
    expect(document).toMatchObject({
      kind: 'Quote',
      number: 'Q812',
      label: 'Kitchen uniforms',
      revision: 2,
      status: 'Completed Quote',
      date: '22/11/2026',
      validTo: '24/12/2026',
      company: 'Fitzroy Cafe Pty Ltd',
      contact: 'Casey Client',
      description: 'For the new store',
    });
    expect(document.nextSteps).toMatch(/^After approval we send an invoice/);
  });

  it("lists the group's products, decorations by position, setup and fees, then loose rows", () => {
    expect(document.sections.map((s) => s.title)).toEqual(['Uniforms', 'Kitchen staff']);
    const [loose, group] = document.sections;
    expect(loose?.lines.map((l) => l.description)).toEqual(['Delivery Courier to Fitzroy']);
    expect(group?.lines.map((l) => l.description)).toEqual([
      'JB101 Chef jacket',
      'Embroidery at Left Chest',
      'Setup EMB-SETUP for Embroidery',
      'Indent fee',
    ]);
    expect(group?.lines[0]).toMatchObject({
      details: [],
      grid: { sizes: ['L'], rows: [{ colour: 'Navy', quantities: [10] }] },
      qty: 10,
      unitPrice: 4000,
      amount: 40000,
    });
    expect(group?.lines[1]?.details).toContain('Artwork: cafe-logo.pdf');
    expect(group?.subtotal).toBe(group?.lines.reduce((sum, l) => sum + l.amount, 0));
  });

  it('carries the Order Summary the customer is shown, GST and totals included', () => {
    expect(document.summary).toEqual(read.priced.summaryLines);
    const total = document.summary.find((l) => l.key === 'total')?.amount;
    expect(total).toBe(read.priced.summary.total);
    const sections = document.sections.reduce((sum, s) => sum + s.subtotal, 0);
    expect(sections).toBe(read.priced.summary.totalExGst);
  });

  it('holds no cost, margin, supplier or staff note', () => {
    const text = JSON.stringify(document);
    for (const secret of ['SECRET', 'cost', 'margin', '1700', '1313', '777', '9900'])
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('refuses a document that carries any field it does not name', () => {
    const [first] = document.sections;
    const withCost = {
      ...document,
      sections: [{ ...first, lines: [{ ...first?.lines[0], unitCost: 1700 }] }],
    };
    expect(quoteDocumentSchema.safeParse(withCost).success).toBe(false);
    expect(quoteDocumentSchema.safeParse({ ...document, margin: 10 }).success).toBe(false);
  });
});
