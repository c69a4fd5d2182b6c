import type { LoginAnswer } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from './test-multipart.ts';

/**
 * Replacing a supplier's products always goes through the staged lists (docs/decisions/076):
 * rows sent in one call are staged, not applied; accepting needs the `stage` of the lists
 * shown and applies exactly those lists.
 */

type Counts = { delete: number; new: number; update: number };
type Changes = {
  upload: { id: number } | null;
  counts: Counts;
  stage: string | null;
  updateProducts: { sku: string }[];
};
type Accepted = { message: string; counts: Counts; applied: boolean; upload: { id: number } };

describe.each(testDatabases())('staged supplier uploads on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;

  /** The catalogue as its CSV download, header and sorted rows. */
  const catalogue = async (key: string) => {
    const res = await t.app.inject({
      url: `/api/products/downloadcsv/${key}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    return { header: header as string, rows: rows.sort() };
  };
  const changes = async (key: string) =>
    (await t.call<Changes>('GET', `/api/uploadproducts/index?supplier=${key}`, { token: admin.token })).body
      .data;
  const accept = (body: Record<string, unknown>) =>
    t.call<Accepted>('POST', '/api/uploadproducts/add', { token: admin.token, body });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin@example.com');
  });
  afterAll(() => t.close());

  it('stages a one-row standard_csv instead of replacing the catalogue, and deletes nothing unconfirmed', async () => {
    const before = await catalogue('HW');
    expect(before.rows.length).toBeGreaterThan(10);
    const staged = await accept({
      supplier: 'HW',
      standard_csv: JSON.stringify([
        { code: 'ONE1', cost: 1, price: 2, supplier: 'HW', size: 'OSFA', colour: 'Black', sku: 'ONE1-B' },
      ]),
    });
    expect(staged.statusCode).toBe(200);
    expect(staged.body.data).toMatchObject({
      message: 'The products have been uploaded',
      applied: false,
      counts: { delete: before.rows.length, new: 1, update: 0 },
    });
    expect(await catalogue('HW')).toEqual(before);

    const unconfirmed = await accept({ supplier: 'HW' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body.data).toBe(
      'Review the products to delete, the new products and the products to update for Headwear on the Upload tab, then accept them there.',
    );
    const withId = await accept({ supplier: 'HW', upload_id: staged.body.data.upload.id });
    expect(withId.statusCode).toBe(400);
    const madeUp = await accept({ supplier: 'HW', stage: 'x'.repeat(43) });
    expect(madeUp.statusCode).toBe(409);
    expect(madeUp.body.data).toBe(
      'The products to delete, add or update for Headwear have changed since they were reviewed. Review the lists again, then accept.',
    );
    expect(await catalogue('HW')).toEqual(before);

    // The lists show what accepting would do, and their stage is what the accept carries.
    const shown = await changes('HW');
    expect(shown.counts).toEqual({ delete: before.rows.length, new: 1, update: 0 });
    expect(shown.stage).toMatch(/^[\w-]{43}$/);
  });

  it('applies exactly the lists shown, and refuses a stage the catalogue has moved on from', async () => {
    const before = await catalogue('MAC');
    const cells = before.rows.map((r) => r.split(','));
    const changed = cells[0] as string[];
    const dropped = cells[1] as string[];
    const file = [
      before.header,
      [changed[0], changed[1], '77.70', ...changed.slice(3)].join(','),
      ...cells.slice(2).map((c) => c.join(',')),
      'NEW9,5.00,12.50,MAC,OSFA,Black,NEW9-BLK-OSFA,Demo Cap,Headwear,,3',
    ].join('\n');
    const body = multipart(
      { supplier: 'MAC', filename: 'mac.csv' },
      { field: 'file', name: 'mac.csv', data: file },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/pages/upload',
      headers: { authorization: `Bearer ${admin.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const reviewed = await changes('MAC');
    expect(reviewed.counts).toEqual({ delete: 1, new: 1, update: 1 });

    // Another change reaches the catalogue after the review: the reviewed stage no longer holds.
    const other = cells[3] as string[];
    await t.database.db.execute(sql`
      UPDATE catalogue_skus SET price_cents = price_cents + 1
      WHERE sku = ${other[6] as string}
        AND product_id IN (SELECT id FROM catalogue_products WHERE catalogue_key = 'MAC')`);
    const moved = await catalogue('MAC');
    const stale = await accept({ supplier: 'MAC', upload_id: reviewed.upload?.id, stage: reviewed.stage });
    expect(stale.statusCode).toBe(409);
    expect(await catalogue('MAC')).toEqual(moved);

    const again = await changes('MAC');
    expect(again.counts).toEqual({ delete: 1, new: 1, update: 2 });
    expect(again.updateProducts.map((u) => u.sku)).toContain(other[6]);
    const done = await accept({ supplier: 'MAC', upload_id: again.upload?.id, stage: again.stage });
    expect(done.statusCode).toBe(200);
    expect(done.body.data).toMatchObject({
      message: 'The products have been accepted',
      applied: true,
      counts: again.counts,
    });
    // The catalogue is now the file: the dropped SKU gone, the new one in, both prices as filed.
    const after = await catalogue('MAC');
    const expected = file
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .map((c) => c.join(','));
    // Compared up to the category: a new product without an image gets a drawn placeholder.
    const upToCategory = (r: string) => r.split(',').slice(0, 9).join(',');
    expect(after.rows.map(upToCategory).sort()).toEqual(expected.map(upToCategory).sort());
    expect(after.rows.some((r) => r.startsWith(`${dropped[0]},`) && r.includes(`,${dropped[6]},`))).toBe(
      false,
    );
    expect(await changes('MAC')).toMatchObject({ upload: null, stage: null });
  });
});
