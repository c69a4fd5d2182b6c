import { type LoginAnswer, MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Product = {
  id: number;
  code: string;
  shortcode: string;
  description: string;
  category: string;
  price: number;
  cost?: number;
  imageurl: string;
};
type ProductList = {
  key: string;
  name: string;
  products: Product[];
  colornames: string[];
  sizenames: string[];
};
type Detail = {
  product: Product;
  sizenames: string[];
  colornames: string[];
  productCombinations: {
    shortcode: string;
    colour: string;
    size: string;
    qty: number;
    price: number;
    cost?: number;
  }[];
  sizeorder: { sizename: string; position: number }[];
};

describe.each(testDatabases())('catalogue calls on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin@example.com');
    customer = await t.signIn('customer@example.com');
  });
  afterAll(() => t.close());

  it('lists a demo catalogue with colours and sizes, without costs for a customer', async () => {
    const res = await t.call<ProductList>('GET', '/api/products/getproductlist/JB', {
      token: customer.token,
    });
    expect(res.statusCode).toBe(200);
    const list = res.body.data;
    expect(list.name).toBe('JBs Wear');
    expect(list.products.length).toBeGreaterThan(5);
    expect(list.colornames.length).toBeGreaterThan(3);
    expect(list.sizenames).toContain('M');
    expect(list.products.every((p) => p.cost === undefined)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/cost/i);
    const asAdmin = await t.call<ProductList>('GET', '/api/products/getproductlist/JB', {
      token: admin.token,
    });
    expect(asAdmin.body.data.products.every((p) => typeof p.cost === 'number' && p.cost < p.price)).toBe(
      true,
    );
  });

  it('answers 304 to a list it already sent while the catalogue is unchanged', async () => {
    const first = await t.app.inject({
      url: '/api/products/getproductlist/AS',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      url: '/api/products/getproductlist/AS',
      headers: { authorization: `Bearer ${customer.token}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('accepts a key in any case and refuses an unknown one with 404', async () => {
    expect(
      (await t.call('GET', '/api/products/getproductlist/mac', { token: customer.token })).statusCode,
    ).toBe(200);
    const res = await t.call('GET', '/api/products/getproductlist/NOPE', { token: customer.token });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 'error', data: "There is no catalogue 'NOPE'." });
    expect((await t.call('GET', '/api/products/getproductlist/JB')).statusCode).toBe(401);
  });

  it('gives one product with its combinations in the size order', async () => {
    const list = await t.call<ProductList>('GET', '/api/products/getproductlist/KG', {
      token: customer.token,
    });
    const product = list.body.data.products[0] as Product;
    const res = await t.call<Detail>(
      'GET',
      `/api/products/getproductbyshortcode/KG?shortcode=${encodeURIComponent(product.shortcode.toLowerCase())}`,
      { token: customer.token },
    );
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.product.shortcode).toBe(product.shortcode);
    expect(d.productCombinations.length).toBeGreaterThan(0);
    expect(
      d.productCombinations.every((c) => c.shortcode === product.shortcode && c.cost === undefined),
    ).toBe(true);
    const rank = new Map(d.sizeorder.map((s, i) => [s.sizename, i]));
    const ranks = d.sizenames.map((s) => rank.get(s) ?? -1);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(d.colornames)).toEqual(new Set(d.productCombinations.map((c) => c.colour)));
    const missing = await t.call('GET', '/api/products/getproductbyshortcode/KG?shortcode=ZZZ999', {
      token: customer.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.data).toBe("There is no product 'ZZZ999' in King Gee.");
  });

  it('searches a catalogue by code prefix and by words of the description', async () => {
    const list = await t.call<ProductList>('GET', '/api/products/getproductlist/BIZ', {
      token: customer.token,
    });
    const target = list.body.data.products[3] as Product;
    const byCode = await t.call<{ products: Product[]; more: boolean }>(
      'GET',
      `/api/products/search/BIZ?q=${encodeURIComponent(target.code.toLowerCase())}`,
      { token: customer.token },
    );
    expect(byCode.body.data.products[0]?.shortcode).toBe(target.shortcode);
    const word = target.description.split(' ').at(-1) as string;
    const byWords = await t.call<{ products: Product[] }>(
      'GET',
      `/api/products/search/BIZ?q=${encodeURIComponent(word.toUpperCase())}&limit=100`,
      { token: customer.token },
    );
    expect(byWords.body.data.products.map((p) => p.shortcode)).toContain(target.shortcode);
    expect(
      byWords.body.data.products.every(
        (p) =>
          `${p.description} ${p.category}`.toLowerCase().includes(word.toLowerCase()) ||
          p.shortcode.startsWith(word.toUpperCase()),
      ),
    ).toBe(true);
    const none = await t.call<{ products: Product[]; more: boolean }>(
      'GET',
      '/api/products/search/BIZ?q=%25%25zz_',
      {
        token: customer.token,
      },
    );
    expect(none.body.data).toEqual({ products: [], more: false });
    const first = await t.call<{ products: Product[]; more: boolean }>(
      'GET',
      '/api/products/search/BIZ?limit=5',
      {
        token: customer.token,
      },
    );
    expect(first.body.data.products).toHaveLength(5);
    expect(first.body.data.more).toBe(true);
  });

  it('lets an admin read and save the size order; a customer is refused', async () => {
    const sizes = await t.call<{ index: number; sizename: string; position: number }[]>(
      'GET',
      '/api/products/getsizes/JB',
      { token: admin.token },
    );
    expect(sizes.statusCode).toBe(200);
    const names = sizes.body.data.map((s) => s.sizename);
    expect(names.indexOf('S')).toBeLessThan(names.indexOf('XL'));
    const saved = await t.call('POST', '/api/products/setsizeorder/JB', {
      token: admin.token,
      body: {
        sizes: [
          { sizename: 'XL', position: 1 },
          { sizename: 'S', position: 1 },
        ],
      },
    });
    expect(saved.body).toEqual({ status: 'success', data: 'You have set successfully' });
    const after = await t.call<{ sizename: string }[]>('GET', '/api/products/getsizes/JB', {
      token: admin.token,
    });
    // Same position: by name.
    expect(after.body.data.slice(0, 2).map((s) => s.sizename)).toEqual(['S', 'XL']);
    const form = await t.call('POST', '/api/products/setsizeorder/JB', {
      token: admin.token,
      body: 'sizename=S&position=3',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(200);
    const unknown = await t.call('POST', '/api/products/setsizeorder/JB', {
      token: admin.token,
      body: { sizename: 'XXXXL', position: 4 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.data).toBe("There is no size 'XXXXL' in JBs Wear.");
    expect((await t.call('GET', '/api/products/getsizes/JB', { token: customer.token })).statusCode).toBe(
      403,
    );
    const refused = await t.call('POST', '/api/products/setsizeorder/JB', {
      token: customer.token,
      body: { sizename: 'S', position: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.data).toBe(MESSAGES.forbidden);
  });

  it('downloads a catalogue as {provider}.csv and as a Square import, formulas escaped', async () => {
    const csv = await t.app.inject({
      url: '/api/products/downloadcsv/HW',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="HW.csv"');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('code,cost,price,supplier,size,colour,sku,description,category,imageurl,qty');
    expect(lines.length).toBeGreaterThan(10);
    const square = await t.app.inject({
      url: '/api/products/downloadsquare/HW',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(square.headers['content-disposition']).toBe('attachment; filename="HW-square.csv"');
    expect(square.body).toContain('Item Name,Variation Name,SKU');
    const refused = await t.call('GET', '/api/products/downloadcsv/HW', { token: customer.token });
    expect(refused.statusCode).toBe(403);
  });

  it('draws a placeholder image for a kind and colour, and nothing else', async () => {
    const list = await t.call<ProductList>('GET', '/api/products/getproductlist/PW', {
      token: customer.token,
    });
    const url = (list.body.data.products[0] as Product).imageurl;
    expect(url).toMatch(/^\/api\/products\/placeholder\/[a-z]+\/[0-9a-f]{6}\.svg$/);
    const img = await t.app.inject({ url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/svg+xml');
    expect(img.body).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect(img.body).not.toMatch(/script|href/i);
    expect((await t.app.inject({ url: '/api/products/placeholder/tee/zz0000.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/products/placeholder/robot/112233.svg' })).statusCode).toBe(404);
  });
});
