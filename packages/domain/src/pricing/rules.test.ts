import { describe, expect, it } from 'vitest';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { embroideryUnitCost, embroideryUnitPrice } from './embroidery.ts';
import { priceQuote } from './price-quote.ts';
import { DEFAULT_PRICE_TABLES } from './tables/defaults.ts';
import { priceTablesSchema } from './tables/schema.ts';
import { admin, customer, withDecoration } from './test-quotes.ts';

const T = DEFAULT_PRICE_TABLES;
const clone = <V>(value: V): V => JSON.parse(JSON.stringify(value)) as V;
const doc = (items: unknown[], groups: unknown[] = []) => quoteContentSchema.parse([{ items, groups }]);

describe('screen print', () => {
  it('follows the 1C tiers and the 2C cost tiers at one price', () => {
    const unit = (qty: number, code: string) =>
      priceQuote(withDecoration(qty, 'Front Centre', code), T, admin).lines.find(
        (l) => l.part === 'decoration',
      );
    expect(unit(61, 'Screen Print 1C')).toMatchObject({ unitPrice: 790, unitCost: 200 });
    expect(unit(25, 'Screen Print 2C')).toMatchObject({ unitPrice: 990, unitCost: 390 });
    expect(unit(26, 'Screen Print 2C')).toMatchObject({ unitPrice: 990, unitCost: 345 });
    expect(unit(100, 'Screen Print 2C')).toMatchObject({ unitPrice: 990, unitCost: 270 });
  });
  it('charges the default setup of 50 when no setup code is chosen', () => {
    // A decoration starts at New Set Up (decisions/111); a document with the code blank reads the default.
    const q = priceQuote(withDecoration(10, 'Front Centre', 'Screen Print 1C', { setup_code: '' }), T, admin);
    expect(q.lines.find((l) => l.part === 'setup')).toMatchObject({ unitPrice: 5000, unitCost: 5000 });
  });
  it('charges colour changes for screen print only', () => {
    const change = { setup_color_change: 'Colour Change', setup_color_change_qty: 2 };
    const sp = priceQuote(withDecoration(10, 'Front Centre', 'Screen Print 1C', change), T, admin);
    expect(sp.summary.colourChanges).toBe(6000);
    const emb = priceQuote(withDecoration(10, 'Front Centre', 'Embroidery', change), T, admin);
    expect(emb.summary.colourChanges).toBe(0);
  });
  it('uses typed prices when an admin set them by hand', () => {
    const q = priceQuote(
      withDecoration(10, 'Front Centre', 'Screen Print 1C', { price_manual: true, price: 5, unit_cost: 1 }),
      T,
      admin,
    );
    expect(q.summary.decorations).toBe(5000);
  });
});

describe('digital and vinyl print', () => {
  it('take the typed unit price, a digital setup of 30 and film and heat costs of 1', () => {
    const q = priceQuote(
      withDecoration(10, 'Back Upper', 'Digital Print', {
        price: 6,
        unit_cost: 2,
        setup_code: 'New Set Up',
        film_qty: 3,
        heat_qty: 10,
      }),
      T,
      admin,
    );
    expect(q.lines.find((l) => l.part === 'decoration')).toMatchObject({
      amount: 6000,
      cost: 2000 + 300 + 1000,
    });
    expect(q.lines.find((l) => l.part === 'setup')).toMatchObject({ qty: 1, unitCost: 3000 });
  });
  it('vinyl setups cost and price 50 for new or repeat, 0 for none', () => {
    const setup = (code: string) =>
      priceQuote(withDecoration(10, 'Back Upper', 'Vinyl Print', { setup_code: code }), T, admin).summary
        .setups;
    expect(setup('New Set Up')).toBe(5000);
    expect(setup('Repeat Set Up')).toBe(5000);
    expect(setup('None')).toBe(0);
  });
});

describe('embroidery', () => {
  it('answers getcost by stitch count and quantity, with Portwest and JS rules', () => {
    expect(embroideryUnitCost(5000, 9, 'PW')).toBe(550);
    expect(embroideryUnitCost(5000, 10, 'PW')).toBe(345);
    expect(embroideryUnitCost(8000, 30)).toBe(420);
    expect(embroideryUnitCost(8000, 30, 'JS')).toBe(390);
    expect(embroideryUnitCost(25000, 1000)).toBe(520);
    expect(embroideryUnitPrice(4000, 5)).toBe(1200);
  });
  it('pools lines with the same design, stitch count and supplier', () => {
    const emb = (id: string, qty: number, design: string, sc = 7000) => ({
      id,
      type: 'decoration',
      code: 'Embroidery',
      qty,
      setup_emb: design,
      setup_sc: sc,
      setup_code: 'New Set Up',
    });
    const q = priceQuote(doc([emb('a', 15, 'logo'), emb('b', 15, 'logo'), emb('c', 15, 'other')]), T, admin);
    const line = (id: string) => q.lines.find((l) => l.id === id);
    // 30 pooled → the 25-49 band; alone 15 → the 10-24 band.
    expect(line('a')).toMatchObject({ unitCost: 360, unitPrice: 960 });
    expect(line('c')).toMatchObject({ unitCost: 420, unitPrice: 1080 });
    // The pooled design is set up once, on its first row: charged once as it is costed once.
    expect(line('a:setup')).toMatchObject({ cost: 4500, amount: 9000 });
    expect(line('b:setup')).toMatchObject({ cost: 0, amount: 0 });
    expect(line('c:setup')).toMatchObject({ cost: 4500, amount: 9000 });
    expect(q.summary.setups).toBe(18000);
  });
  it('applies Portwest setup cost by pooled quantity, inferring PW from the products', () => {
    const content = withDecoration(60, 'Breast Left', 'Embroidery', {
      setup_code: 'New Set Up',
      setup_emb: 'd1',
    });
    const pw = {
      categories: content.categories.map((c) => ({
        ...c,
        items: c.items.map((r) => (r.type === 'product' ? { ...r, catalogue: 'PW' } : r)),
      })),
    };
    const q = priceQuote(pw, T, admin);
    expect(q.lines.find((l) => l.part === 'decoration')?.unitCost).toBe(345);
    expect(q.lines.find((l) => l.part === 'setup')?.unitCost).toBe(1725);
  });
});

describe('visibility and charging (spec 5)', () => {
  const group = (options: Record<string, unknown>) => [{ id: 'g1', name: 'G', group_options: options }];
  it('charges tasks only when checked, for everyone, and shows admins all of them', () => {
    const content = doc(
      [],
      group({
        customs: [
          {
            custom_code: 'T',
            tasks: [
              { task_qty: 1, task_price: 40, task_cost: 10, task_checked: true },
              { task_qty: 1, task_price: 99, task_cost: 10, task_checked: false },
            ],
          },
        ],
      }),
    );
    const forAdmin = priceQuote(content, T, admin);
    const forCustomer = priceQuote(content, T, customer);
    expect(forAdmin.summary.customTasks).toBe(4000);
    expect(forCustomer.summary.customTasks).toBe(4000);
    expect(forAdmin.lines.filter((l) => l.part === 'task')).toHaveLength(2);
    expect(forCustomer.lines.filter((l) => l.part === 'task')).toHaveLength(1);
  });
  it('charges attention, delivery and discount rows only when checked', () => {
    const content = doc([
      {
        id: 'd1',
        type: 'delivery',
        delivery_qty: 1,
        delivery_price: 20,
        delivery_discount: -5,
        checked: true,
      },
      { id: 'd2', type: 'delivery', delivery_qty: 1, delivery_price: 99, checked: false },
      { id: 'x1', type: 'discount', discount_qty: 1, discount_price: 10, checked: true },
      { id: 'x2', type: 'discount', discount_qty: 1, discount_price: 99, checked: false },
      { id: 'a1', type: 'attention', qty: 1, price: 7, checked: false },
    ]);
    const q = priceQuote(content, T, customer);
    expect(q.summary).toMatchObject({ delivery: 1500, discount: -1000, products: 0, totalExGst: 500 });
    expect(q.lines.map((l) => l.id)).toEqual(['d1', 'x1']);
  });
  it('shows the discount summary line to customers only when it is not zero', () => {
    const keys = (role: string) => priceQuote(doc([]), T, { role }).summaryLines.map((l) => l.key);
    expect(keys('customer')).not.toContain('discount');
    expect(keys('admin')).toContain('discount');
  });
  it('charges catalogue fees only with a quantity above 0, and enabled setup discounts only', () => {
    const content = doc(
      [
        {
          id: 'e',
          type: 'decoration',
          code: 'Screen Print 1C',
          qty: 0,
          setup_code: 'New Set Up',
          discounts: [
            { setup_discount_enable: true, setup_discount_value: 20 },
            { setup_discount_enable: false, setup_discount_value: 50 },
          ],
        },
      ],
      group({
        customfees: [
          { catalogue: 'PW', customfee_qty: 1, customfee_price: 5, customfee_cost: 10 },
          { catalogue: 'WS', customfee_qty: 0, customfee_price: 5, customfee_cost: 7.5 },
        ],
      }),
    );
    const q = priceQuote(content, T, admin);
    expect(q.summary).toMatchObject({ catalogueFee: 500, setups: 10000 - 2000 });
    expect(priceQuote(content, T, customer).lines.map((l) => l.id)).toEqual([
      'e',
      'e:setup',
      'e:setup_discount:0',
      'g1:fee:0',
    ]);
  });
  it('totals each group for its stored options', () => {
    const q = priceQuote(
      doc(
        [{ id: 'p', type: 'product', qty: 2, price: 10, group_id: 'g1' }],
        group({
          customfees: [{ catalogue: 'AP', customfee_qty: 1, customfee_price: 3 }],
          discount: { qty: 1, price: 4 },
        }),
      ),
      T,
      customer,
    );
    expect(q.groups.g1).toEqual({ price: 2000 + 300 - 400, fee_price: 300, discount_price: -400 });
  });
});

describe('price tables schema', () => {
  it('accepts the defaults and refuses broken tables with a reason', () => {
    expect(priceTablesSchema.safeParse(T).success).toBe(true);
    const falling = clone(T);
    falling.screenPrint1C.tiers = [
      { upTo: 60, cost: 1, price: 2 },
      { upTo: 25, cost: 1, price: 2 },
      { upTo: null, cost: 1, price: 2 },
    ];
    expect(priceTablesSchema.safeParse(falling).error?.issues[0]?.message).toBe(
      'The quantity bands must rise',
    );
    const ragged = clone(T);
    ragged.embroidery.price = [[1]];
    expect(priceTablesSchema.safeParse(ragged).success).toBe(false);
    const negative = clone(T);
    negative.colourChange.price = -1;
    expect(priceTablesSchema.safeParse(negative).success).toBe(false);
  });
});
