import { type LoginAnswer, MESSAGES } from '@portal/domain';
import { HANDOFF_MESSAGES, type WfmWorkAnswer } from '@portal/domain/handoff';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from './test-multipart.ts';

type Counts = { delete: number; new: number; update: number };
type Changes = {
  supplier: string | null;
  upload: { id: number; file_name: string; total: number } | null;
  counts: Counts;
  deleteProducts: { code: string }[];
  newProducts: { code: string; price: number }[];
  updateProducts: { code: string; price: number; old?: { price: number }; changes?: string[] }[];
  stage: string | null;
};
type Detail = {
  product: { price: number; description: string };
  productCombinations: { colour: string; size: string; price: number; qty: number }[];
};

const HEADER = 'code,cost,price,supplier,size,colour,sku,description,category';

describe.each(testDatabases())('supplier product data on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  /** The demo catalogue of MAC (Flexfit) as its own CSV download. */
  let macCsv: string;

  const upload = (
    fields: Record<string, string>,
    file?: { name: string; data: Buffer | string },
    token = admin.token,
  ) => {
    const body = multipart(fields, file ? { field: 'file', ...file } : undefined);
    return t.app
      .inject({
        method: 'POST',
        url: '/api/pages/upload',
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        payload: body.payload,
      })
      .then((res) => ({ statusCode: res.statusCode, body: res.json() }));
  };
  const catalogueState = async (key: string) =>
    (
      await t.app.inject({
        url: `/api/products/downloadcsv/${key}`,
        headers: { authorization: `Bearer ${admin.token}` },
      })
    ).body;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin@example.com');
    customer = await t.signIn('customer@example.com');
    macCsv = (await catalogueState('MAC')).replace(/^\uFEFF/, '');
  });
  afterAll(() => t.close());

  it('uploads a CSV, lists what would change, and accepts it in one go', async () => {
    const lines = macCsv.trim().split('\r\n');
    const header = lines[0] as string;
    const rows = lines.slice(1).map((l) => l.split(','));
    // Change the price of the first SKU, drop the second, add a new product.
    const changed = rows[0] as string[];
    changed[2] = '99.95';
    const dropped = rows[1] as string[];
    const kept = rows.filter((r) => r !== dropped).map((r) => r.join(','));
    const file = [
      header,
      ...kept,
      'NEW1,5.00,12.50,MAC,OSFA,Black,NEW1-BLK-OSFA,Demo Trucker Cap,Headwear,,40',
    ].join('\n');

    const res = await upload(
      { supplier: 'MAC', filename: 'flexfit.csv' },
      { name: 'flexfit.csv', data: file },
    );
    expect(res.body.data.message, JSON.stringify(res.body)).toBe('The products have been uploaded');
    expect(res.body.data.rows).toHaveLength(20);
    expect(res.body.data.upload.total).toBe(rows.length);
    // Nothing changed yet.
    expect((await catalogueState('MAC')).replace(/^\uFEFF/, '')).toBe(macCsv);

    const changes = await t.call<Changes>('GET', '/api/uploadproducts/index', { token: admin.token });
    expect(changes.body.data.supplier).toBe('MAC');
    expect(changes.body.data.counts).toEqual({ delete: 1, new: 1, update: 1 });
    expect(changes.body.data.deleteProducts[0]?.code).toBe(dropped[0]);
    expect(changes.body.data.newProducts[0]).toMatchObject({ code: 'NEW1', price: 12.5 });
    expect(changes.body.data.updateProducts[0]).toMatchObject({
      code: changed[0],
      price: 99.95,
      changes: ['price'],
    });

    const supplier = await t.call<{ standard_csv: unknown[]; upload: { file_name: string } }>(
      'GET',
      '/api/quotes/getSupplier/?supplierName=Flexfit&page=2',
      { token: admin.token },
    );
    expect(supplier.body.data.upload.file_name).toBe('flexfit.csv');
    expect(supplier.body.data.standard_csv.length).toBeGreaterThan(0);

    const accepted = await t.call<{ message: string; counts: Counts }>('POST', '/api/uploadproducts/add', {
      token: admin.token,
      body: { supplier: 'MAC', upload_id: String(res.body.data.upload.id), stage: changes.body.data.stage },
    });
    expect(accepted.body.data).toMatchObject({
      message: 'The products have been accepted',
      counts: { delete: 1, new: 1, update: 1 },
    });

    const detail = await t.call<Detail>(
      'GET',
      `/api/products/getproductbyshortcode/MAC?shortcode=${changed[0]}`,
      {
        token: customer.token,
      },
    );
    const sku = detail.body.data.productCombinations.find(
      (c) => c.colour === changed[5] && c.size === changed[4],
    );
    expect(sku?.price).toBe(99.95);
    const added = await t.call<Detail>('GET', '/api/products/getproductbyshortcode/MAC?shortcode=NEW1', {
      token: customer.token,
    });
    expect(added.body.data.product).toMatchObject({ price: 12.5, description: 'Demo Trucker Cap' });
    expect(added.body.data.productCombinations[0]?.qty).toBe(40);

    const after = await t.call<Changes>('GET', '/api/uploadproducts/index?supplier=MAC', {
      token: admin.token,
    });
    expect(after.body.data.upload).toBeNull();
    const again = await t.call('POST', '/api/uploadproducts/add', {
      token: admin.token,
      body: { supplier: 'MAC' },
    });
    expect(again.statusCode).toBe(404);
  });

  it('reads an XLSX file the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['Code', 'Cost', 'Price', 'Supplier', 'Size', 'Colour', 'SKU']);
    sheet.addRow(['X100', 4.5, 11, 'JS', 'M', 'Navy', 'X100-NAV-M']);
    sheet.addRow(['X100', 4.5, { formula: '10+2', result: 12 }, 'JS', 'L', 'Navy', 'X100-NAV-L']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload({ supplier: 'js', filename: 'js.xlsx' }, { name: 'js.xlsx', data });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.rows.map((r: { price: number }) => r.price)).toEqual([11, 12]);
  });

  it('refuses bad files with a message naming file, row and column, and changes nothing', async () => {
    const before = await catalogueState('HW');
    const cases: [string, Buffer | string, string, number?][] = [
      ['empty.csv', '', 'empty.csv is empty.'],
      [
        'cols.csv',
        'code,cost,price,supplier,size,colour\nA,1,2,HW,M,Red',
        "cols.csv: the column 'sku' is missing.",
      ],
      [
        'price.csv',
        `${HEADER}\nA1,1.00,2.00,HW,M,Red,A1-R-M,,\nA1,1.00,abc,HW,L,Red,A1-R-L,,`,
        "price.csv, row 3, column price: 'abc' is not a number.",
      ],
      [
        'dup.csv',
        `${HEADER}\nA1,1,2,HW,M,Red,a,,\nA1,1,2,HW,m,red,b,,`,
        'dup.csv, row 3: A1 in red, size m is also on row 2.',
      ],
      [
        'picture.png',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        'picture.png is not a CSV or XLSX file.',
      ],
      ['big.csv', Buffer.alloc(20 * 1024 * 1024 + 1, 0x61), 'big.csv is larger than 20 MB.', 413],
    ];
    for (const [name, data, message, status] of cases) {
      const res = await upload({ supplier: 'HW', filename: name }, { name, data });
      expect(res.statusCode, name).toBe(status ?? 400);
      expect(res.body.status).toBe('error');
      expect(res.body.data, name).toContain(message);
    }
    const tooMany = `${HEADER}\n${Array.from({ length: 200_001 }, (_, i) => `C${i},1,2,HW,M,Red,C${i},,`).join('\n')}`;
    const many = await upload({ supplier: 'HW', filename: 'many.csv' }, { name: 'many.csv', data: tooMany });
    expect(many.body.data).toBe('many.csv has more than 200,000 product rows.');
    const noProvider = await upload(
      { filename: 'a.csv' },
      { name: 'a.csv', data: `${HEADER}\nA,1,2,HW,M,Red,A,,` },
    );
    expect(noProvider.body).toEqual({ status: 'error', data: 'Select provider!' });
    const unknown = await upload(
      { supplier: 'ZZ' },
      { name: 'a.csv', data: `${HEADER}\nA,1,2,HW,M,Red,A,,` },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await catalogueState('HW')).toBe(before);
    const changes = await t.call<Changes>('GET', '/api/uploadproducts/index?supplier=HW', {
      token: admin.token,
    });
    expect(changes.body.data.upload).toBeNull();
  });

  it('refuses accepting a file that a newer upload replaced', async () => {
    const file = `${HEADER}\nQ1,1,2,JS,M,Red,Q1,,`;
    const first = await upload({ supplier: 'JS' }, { name: 'a.csv', data: file });
    await upload({ supplier: 'JS' }, { name: 'b.csv', data: file });
    const res = await t.call('POST', '/api/uploadproducts/add', {
      token: admin.token,
      body: { supplier: 'JS', upload_id: first.body.data.upload.id },
    });
    expect(res.statusCode).toBe(409);
  });

  it('accepts rows sent as standard_csv JSON through the same checks', async () => {
    const bad = await t.call('POST', '/api/uploadproducts/add', {
      token: admin.token,
      body: {
        supplier: 'PS',
        standard_csv: JSON.stringify([
          { code: 'B1', cost: 1, price: 'x', supplier: 'PS', size: '9', colour: 'Black', sku: 'B1' },
        ]),
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data).toBe("standard_csv, row 1, column price: 'x' is not a number.");
  });

  it('keeps every product data call from customers', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/uploadproducts/index'],
      ['POST', '/api/uploadproducts/add'],
      ['GET', '/api/quotes/getSupplier/?supplierName=JB'],
      ['POST', '/api/uploadProducts/deletexero'],
      ['POST', '/api/uploadproducts/fetchwfm'],
    ];
    for (const [method, url] of calls) {
      const res = await t.call(method as 'GET', url, {
        token: customer.token,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.body.data).toBe(MESSAGES.forbidden);
    }
    const res = await upload(
      { supplier: 'JB' },
      { name: 'a.csv', data: `${HEADER}\nA,1,2,JB,M,Red,A,,` },
      customer.token,
    );
    expect(res.statusCode).toBe(403);
  });

  it("queues the WFM buttons' work to wait while WorkflowMax is not set up, and says so", async () => {
    const none = await t.call('POST', '/api/uploadProducts/deletexero', { token: admin.token, body: {} });
    expect(none.body.data).toBe('Select provider!');
    const res = await t.call('POST', '/api/uploadProducts/deletexero', {
      token: admin.token,
      body: { supplier: 'PS' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toBe(HANDOFF_MESSAGES.workWaiting);
    const work = await t.call<WfmWorkAnswer>('GET', '/api/uploadproducts/wfmwork', { token: admin.token });
    expect(work.body.data.configured).toBe(false);
    // Puma Safety goes to WorkflowMax as BIS (accounts spec 9).
    expect(work.body.data.work[0]).toMatchObject({ kind: 'delete', supplier: 'BIS', state: 'waiting' });
  });
});
