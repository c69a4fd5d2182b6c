import type { LoginAnswer } from '@portal/domain';
import { type BrandAnswer, FILE_MESSAGES } from '@portal/domain/files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.ts';
import { s3Storage } from '../../storage/s3-storage.ts';
import { startS3Server } from '../../storage/test-s3-server.ts';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { EPS, HOSTILE } from './test-files.ts';
import { fileForm, upload } from './test-upload.ts';

/** The portal configured with S3_* settings keeps files in the bucket. */
describe.each(testDatabases())('artwork files in an S3-compatible bucket on $name', (kind) => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let customer: LoginAnswer;
  let customer2: LoginAnswer;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp(kind, { s3: s3.settings });
    ({ customer, customer2 } = await t.signInDemo());
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores, serves and deletes through the bucket', async () => {
    expect(t.app.ctx.storage.kind).toBe('s3');
    const bucket = s3Storage(s3.settings);
    const made = await upload<{ brand: BrandAnswer }>(
      t,
      customer.token,
      '/api/brands/add',
      fileForm('brand', 'logo.eps', EPS),
    );
    expect(made.statusCode).toBe(200);
    const id = made.body.data.brand.id;
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row?.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{30}$/);
    expect(await bucket.exists(row?.storageKey ?? '')).toBe(true);

    const served = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(EPS)).toBe(true);
    expect(served.headers['content-type']).toBe('application/postscript');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="logo.eps"/);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { authorization: `Bearer ${customer2.token}` },
    });
    expect(foreign.statusCode).toBe(404);

    const del = await t.call('POST', `/api/brands/delete/${id}`, { token: customer.token });
    expect(del.body).toEqual({ status: 'success', data: FILE_MESSAGES.brandDeleted });
    expect(await bucket.exists(row?.storageKey ?? '')).toBe(false);
  });

  it('puts nothing in the bucket for a refused file', async () => {
    const res = await upload(
      t,
      customer.token,
      '/api/brands/add',
      fileForm('brand', 'x.png', HOSTILE.htmlAsPng),
    );
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(storedFiles)).toEqual([]);
  });
});
