import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LoginAnswer } from '@portal/domain';
import {
  type BrandAnswer,
  FILE_MESSAGES,
  type ProductionAnswer,
  type ProductionsIndexAnswer,
  type StoredFileAnswer,
  type VisualAnswer,
} from '@portal/domain/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf, goldenContent } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  DOS_EPS,
  DST,
  EPS,
  GIF,
  HOSTILE,
  JPEG,
  PDF_TWO_PAGES,
  PDF_WITH_JAVASCRIPT,
  PNG,
} from './test-files.ts';
import { fileForm, upload } from './test-upload.ts';

/** Every object the disk driver holds under the test's folder. */
async function objectsIn(dir: string): Promise<string[]> {
  const found: string[] = [];
  // The folder is made with the first stored file.
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) if (entry.isFile()) found.push(path.join(entry.parentPath, entry.name));
  return found;
}

describe.each(testDatabases())('artwork files on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  let customer2: LoginAnswer;
  let quoteId: number;
  let otherQuoteId: number;

  const download = (token: string | undefined, id: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const count = async () => (await t.database.db.select().from(storedFiles)).length;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer, customer2 } = await t.signInDemo());
    for (const who of [customer, customer2]) {
      const [contactId] = (await contactIdsOf(t.database.db, who.user.id)) as [number];
      const made = await t.call<{ id: number }>('POST', '/api/quotes/add', {
        token: who.token,
        body: { content: goldenContent(), contact_user: String(contactId), label: 'Visual tees' },
      });
      if (who === customer) quoteId = made.body.data.id;
      else otherQuoteId = made.body.data.id;
    }
  }, 120_000);
  afterAll(() => t?.close());

  describe('logos (brands)', () => {
    it('takes EPS and PDF as production-ready and JPEG, PNG and GIF as reference', async () => {
      const sent: [string, Buffer, string, boolean][] = [
        ['logo.eps', EPS, 'eps', true],
        ['logo-dos.eps', DOS_EPS, 'eps', true],
        ['logo.pdf', PDF_TWO_PAGES, 'pdf', true],
        ['logo.png', PNG, 'png', false],
        ['logo.jpg', JPEG, 'jpeg', false],
        ['logo.gif', GIF, 'gif', false],
      ];
      for (const [name, bytes, type, ready] of sent) {
        const res = await upload<{ message: string; brand: BrandAnswer }>(
          t,
          customer.token,
          '/api/brands/add',
          fileForm('brand', name, bytes, { adminFile: '0' }),
        );
        expect(res.statusCode, name).toBe(200);
        expect(res.body.data.message).toBe(FILE_MESSAGES.brandAdded);
        expect(res.body.data.brand).toMatchObject({
          type,
          production_ready: ready,
          size: bytes.length,
          admin_file: false,
        });
        const served = await download(customer.token, res.body.data.brand.id);
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(bytes)).toBe(true);
        expect(served.headers['content-disposition']).toMatch(/^attachment; filename="/);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
      const list = await t.call<BrandAnswer[]>('GET', '/api/brands/index', { token: customer.token });
      expect(list.body.data.map((b) => b.file_name).sort()).toEqual(
        ['logo-dos.eps', 'logo.eps', 'logo.gif', 'logo.jpg', 'logo.pdf', 'logo.png'].sort(),
      );
    });

    it('lets staff list a client, make an Admin Upload, and needs a client chosen', async () => {
      const staffList = await t.call<BrandAnswer[]>('GET', `/api/brands/index?userid=${customer.user.id}`, {
        token: admin.token,
      });
      expect(staffList.statusCode).toBe(200);
      expect(staffList.body.data.length).toBeGreaterThan(0);
      const noClient = await t.call('GET', '/api/brands/index', { token: admin.token });
      expect(noClient.statusCode).toBe(400);
      const adminUpload = await upload<{ brand: BrandAnswer }>(
        t,
        admin.token,
        `/api/brands/add?userid=${customer.user.id}`,
        fileForm('brand', 'admin.pdf', PDF_TWO_PAGES, { adminFile: '1' }),
      );
      expect(adminUpload.statusCode).toBe(200);
      expect(adminUpload.body.data.brand.admin_file).toBe(true);
      const before = await count();
      const customerTry = await upload(
        t,
        customer.token,
        '/api/brands/add',
        fileForm('brand', 'admin.pdf', PDF_TWO_PAGES, { adminFile: '1' }),
      );
      expect(customerTry.statusCode).toBe(403);
      expect(customerTry.body.data).toBe(FILE_MESSAGES.adminFileStaffOnly);
      expect(await count()).toBe(before);
    });

    it("answers 404 for another customer's files, list, download and delete", async () => {
      const mine = await upload<{ brand: BrandAnswer }>(
        t,
        customer.token,
        '/api/brands/add',
        fileForm('brand', 'mine.png', PNG),
      );
      const id = mine.body.data.brand.id;
      expect((await download(customer2.token, id)).statusCode).toBe(404);
      expect((await download(undefined, id)).statusCode).toBe(401);
      const list = await t.call('GET', `/api/brands/index?userid=${customer.user.id}`, {
        token: customer2.token,
      });
      expect(list.statusCode).toBe(404);
      const del = await t.call('POST', `/api/brands/delete/${id}`, { token: customer2.token });
      expect(del.statusCode).toBe(404);
      const add = await upload(
        t,
        customer2.token,
        `/api/brands/add?userid=${customer.user.id}`,
        fileForm('brand', 'x.png', PNG),
      );
      expect(add.statusCode).toBe(404);
      expect((await download(customer.token, id)).statusCode).toBe(200);
      expect((await download(admin.token, id)).statusCode).toBe(200);
    });

    it('deletes the record and its object', async () => {
      const before = await objectsIn(t.app.ctx.config.filesDir);
      const made = await upload<{ brand: BrandAnswer }>(
        t,
        customer.token,
        '/api/brands/add',
        fileForm('brand', 'gone.gif', GIF),
      );
      const id = made.body.data.brand.id;
      expect((await objectsIn(t.app.ctx.config.filesDir)).length).toBe(before.length + 1);
      const del = await t.call<string>('POST', `/api/brands/delete/${id}`, { token: customer.token });
      expect(del.body).toEqual({ status: 'success', data: FILE_MESSAGES.brandDeleted });
      expect((await objectsIn(t.app.ctx.config.filesDir)).length).toBe(before.length);
      expect((await download(customer.token, id)).statusCode).toBe(404);
      // A logo's id is not a visual's: the kinds do not cross.
      const again = await upload<{ brand: BrandAnswer }>(
        t,
        customer.token,
        '/api/brands/add',
        fileForm('brand', 'b.gif', GIF),
      );
      expect(
        (await t.call('POST', `/api/visuals/delete/${again.body.data.brand.id}`, { token: customer.token }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('the hostile corpus', () => {
    const refusals: [string, string, Buffer, string][] = [
      ['HTML renamed .png', 'photo.png', HOSTILE.htmlAsPng, FILE_MESSAGES.logoTypes],
      ['SVG with script', 'logo.svg', HOSTILE.svgWithScript, FILE_MESSAGES.logoTypes],
      ['SVG renamed .png', 'logo.png', HOSTILE.svgWithScript, FILE_MESSAGES.logoTypes],
      ['a truncated PDF', 'cut.pdf', HOSTILE.truncatedPdf, FILE_MESSAGES.truncated],
      ['a truncated PNG', 'cut.png', HOSTILE.truncatedPng, FILE_MESSAGES.truncated],
      ['an empty file', 'empty.png', HOSTILE.empty, FILE_MESSAGES.emptyFile],
    ];
    it.each(refusals)('refuses %s with words and stores nothing', async (_what, name, bytes, message) => {
      const rows = await count();
      const objects = await objectsIn(t.app.ctx.config.filesDir);
      const res = await upload(
        t,
        customer.token,
        '/api/brands/add',
        fileForm('brand', name, bytes, {}, 'image/png'),
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ status: 'error', data: message });
      expect(await count()).toBe(rows);
      expect(await objectsIn(t.app.ctx.config.filesDir)).toEqual(objects);
    });

    it('refuses an EPS renamed .png as a visual, and a file with no file', async () => {
      const res = await upload(
        t,
        customer.token,
        '/api/visuals/add',
        fileForm('visual', 'x.png', HOSTILE.epsAsPng, { quote_id: String(quoteId) }),
      );
      expect(res.body).toEqual({ status: 'error', data: FILE_MESSAGES.visualTypes });
      const none = await t.call('POST', '/api/brands/add', {
        token: customer.token,
        body: { adminFile: '0' },
      });
      expect(none.body).toEqual({ status: 'error', data: FILE_MESSAGES.chooseFile });
    });

    it('refuses a file over 25 MB while it arrives, storing nothing', async () => {
      const rows = await count();
      const big = Buffer.concat([PDF_TWO_PAGES, Buffer.alloc(25 * 1024 * 1024)]);
      const res = await upload(t, customer.token, '/api/brands/add', fileForm('brand', 'big.pdf', big));
      expect(res.statusCode).toBe(413);
      expect(res.body).toEqual({ status: 'error', data: FILE_MESSAGES.tooLarge });
      expect(await count()).toBe(rows);
    }, 60_000);

    it('stores a PDF with JavaScript inert: served only as an attachment, never inline', async () => {
      const res = await upload<{ brand: BrandAnswer }>(
        t,
        customer.token,
        '/api/brands/add',
        fileForm('brand', 'js.pdf', PDF_WITH_JAVASCRIPT, {}, 'text/html'),
      );
      expect(res.statusCode).toBe(200);
      const served = await download(customer.token, res.body.data.brand.id);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
    });

    it('cleans names of paths, NUL, CR/LF and quotes, and names files by their content', async () => {
      const names: [string, Buffer, string][] = [
        ['../../etc/passwd.png', PNG, 'passwd.png'],
        ['..\\..\\windows\\logo.png', PNG, 'logo.png'],
        ['evil\u0000.png', PNG, 'evil.png'],
        ['"quoted" \'name\'.png', PNG, 'quoted name.png'],
        ['document.png', PDF_TWO_PAGES, 'document.pdf'],
        ['', GIF, 'file.gif'],
      ];
      for (const [name, bytes, expected] of names) {
        const res = await upload<{ brand: BrandAnswer }>(
          t,
          customer.token,
          '/api/brands/add',
          fileForm('brand', name, bytes),
        );
        expect(res.statusCode, `${JSON.stringify(name)} ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.data.brand.file_name).toBe(expected);
        const served = await download(customer.token, res.body.data.brand.id);
        const disposition = String(served.headers['content-disposition']);
        expect(disposition).not.toMatch(/[\r\n\0]/);
        expect(disposition).toContain(`filename="${expected}"`);
      }
    });

    it('refuses a part whose name carries CR/LF (the form reader drops it), storing nothing', async () => {
      // Browsers percent-encode CR/LF in names; raw ones (sent in filename*) make the form reader
      // treat the part as no file at all. The domain's safeFileName also strips them (names.test.ts).
      const rows = await count();
      const res = await upload(
        t,
        customer.token,
        '/api/brands/add',
        fileForm('brand', 'in\r\njected: header.png', PNG),
      );
      expect(res.body).toEqual({ status: 'error', data: FILE_MESSAGES.chooseFile });
      expect(await count()).toBe(rows);
    });
  });

  describe('the quote-level logo', () => {
    it('stores a checked logo and answers its reference', async () => {
      const res = await upload<{ message: string; file: StoredFileAnswer }>(
        t,
        customer.token,
        '/api/assets/add',
        fileForm('brand', 'quote-logo.png', PNG),
      );
      expect(res.body.data.message).toBe(FILE_MESSAGES.logoAdded);
      expect(res.body.data.file.url).toBe(`/api/files/${res.body.data.file.id}`);
      const svg = await upload(
        t,
        customer.token,
        '/api/assets/add',
        fileForm('brand', 'x.svg', HOSTILE.svgWithScript, {}, 'image/svg+xml'),
      );
      expect(svg.statusCode).toBe(400);
      expect((await download(customer2.token, res.body.data.file.id)).statusCode).toBe(404);
    });
  });

  describe('visuals', () => {
    it('needs a quote chosen, of the client, and lists visuals with the quotes to choose from', async () => {
      const rows = await count();
      const none = await upload(t, customer.token, '/api/visuals/add', fileForm('visual', 'v.png', PNG));
      expect(none.body).toEqual({ status: 'error', data: FILE_MESSAGES.visualNeedsQuote });
      const foreign = await upload(
        t,
        customer.token,
        '/api/visuals/add',
        fileForm('visual', 'v.png', PNG, { quote_id: String(otherQuoteId) }),
      );
      expect(foreign.statusCode).toBe(404);
      expect(await count()).toBe(rows);
      const made = await upload<{ message: string; visual: VisualAnswer }>(
        t,
        customer.token,
        '/api/visuals/add',
        fileForm('visual', 'mockup.jpg', JPEG, { quote_id: String(quoteId) }),
      );
      expect(made.body.data.message).toBe(FILE_MESSAGES.visualAdded);
      expect(made.body.data.visual.quote_id).toBe(quoteId);
      const byStaff = await upload(
        t,
        admin.token,
        `/api/visuals/add?userid=${customer.user.id}`,
        fileForm('visual', 'proof.pdf', PDF_TWO_PAGES, { quote_id: String(quoteId) }),
      );
      expect(byStaff.statusCode).toBe(200);
      const list = await t.call<{ visuals: VisualAnswer[]; quotes: { id: number }[] }>(
        'GET',
        '/api/visuals/index',
        { token: customer.token },
      );
      expect(list.body.data.visuals.map((v) => v.file_name)).toEqual(['proof.pdf', 'mockup.jpg']);
      expect(list.body.data.quotes.map((q) => q.id)).toContain(quoteId);
      expect(list.body.data.quotes.map((q) => q.id)).not.toContain(otherQuoteId);
      expect(
        (await t.call('GET', `/api/visuals/index?userid=${customer.user.id}`, { token: customer2.token }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.call('POST', `/api/visuals/delete/${made.body.data.visual.id}`, { token: customer2.token }))
          .statusCode,
      ).toBe(404);
      const del = await t.call('POST', `/api/visuals/delete/${made.body.data.visual.id}`, {
        token: customer.token,
      });
      expect(del.body).toEqual({ status: 'success', data: FILE_MESSAGES.visualDeleted });
    });
  });

  it("removes a quote's visuals, records and objects, with the quote", async () => {
    const [contactId] = (await contactIdsOf(t.database.db, customer.user.id)) as [number];
    const made = await t.call<{ id: number; version: number }>('POST', '/api/quotes/add', {
      token: customer.token,
      body: { content: goldenContent(), contact_user: String(contactId), label: 'Short-lived' },
    });
    const before = await objectsIn(t.app.ctx.config.filesDir);
    const visual = await upload<{ visual: VisualAnswer }>(
      t,
      customer.token,
      '/api/visuals/add',
      fileForm('visual', 'v.gif', GIF, { quote_id: String(made.body.data.id) }),
    );
    expect(visual.statusCode).toBe(200);
    const deleted = await t.call('POST', `/api/quotes/delete/${made.body.data.id}`, {
      token: customer.token,
      body: { version: made.body.data.version },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await objectsIn(t.app.ctx.config.filesDir)).toEqual(before);
    expect((await download(customer.token, visual.body.data.visual.id)).statusCode).toBe(404);
  });

  describe('production files and saved designs', () => {
    const addProduction = (
      token: string,
      type: string,
      name: string,
      bytes: Buffer,
      fields: Record<string, string> = {},
    ) =>
      upload<{ message: string; production: ProductionAnswer }>(
        t,
        token,
        '/api/productions/add',
        fileForm('production', name, bytes, {
          user_id: String(customer.user.id),
          production_type: type,
          ...fields,
        }),
      );

    it('are staff writes: a customer is refused and nothing is stored', async () => {
      const rows = await count();
      const res = await addProduction(customer.token, 'emb', 'd.dst', DST);
      expect(res.statusCode).toBe(403);
      expect(await count()).toBe(rows);
    });

    it('take EPS and PDF for every type, DST for embroidery, and never bitmaps', async () => {
      const emb = await addProduction(admin.token, 'emb', 'crest.dst', DST, {
        stitch_count: '5400',
        size: '80mm',
        colours: 'Navy, Gold',
        position: JSON.stringify({ 'Breast Left': true, 'Back Upper': false }),
        setup_code: 'New Set Up',
        setup_qty: '1',
        setup_unit_cost: '45.5',
        setup_price: '65',
        notes: 'Digitised from the EPS',
      });
      expect(emb.statusCode).toBe(200);
      expect(emb.body.data.message).toBe(FILE_MESSAGES.productionAdded);
      expect(emb.body.data.production).toMatchObject({
        production_type: 'emb',
        stitch_count: 5400,
        size: '80mm',
        colours: 'Navy, Gold',
        position: { 'Breast Left': true, 'Back Upper': false },
        sort_order: 0,
        type: 'dst',
      });
      const second = await addProduction(admin.token, 'emb', 'crest.eps', EPS);
      expect(second.body.data.production.sort_order).toBe(1);
      const screen = await addProduction(admin.token, 'screen_print', 'screen.pdf', PDF_TWO_PAGES, {
        stitch_count: '10',
      });
      expect(screen.body.data.production.stitch_count).toBeNull();
      const dstOnScreen = await addProduction(admin.token, 'screen_print', 'x.dst', DST);
      expect(dstOnScreen.body).toEqual({ status: 'error', data: FILE_MESSAGES.productionTypes });
      const bitmap = await addProduction(admin.token, 'vinyl', 'x.png', PNG);
      expect(bitmap.body).toEqual({ status: 'error', data: FILE_MESSAGES.productionTypes });
      const badType = await addProduction(admin.token, 'laser', 'x.pdf', PDF_TWO_PAGES);
      expect(badType.statusCode).toBe(400);

      const index = await t.call<ProductionsIndexAnswer>(
        'GET',
        `/api/productions/index?userid=${customer.user.id}`,
        { token: admin.token },
      );
      expect(index.body.data.emb.map((p) => p.file_name)).toEqual(['crest.dst', 'crest.eps']);
      expect(index.body.data.screen_print).toHaveLength(1);
      expect(index.body.data.digital).toEqual([]);
      expect(index.body.data.tooltip).toBe(FILE_MESSAGES.productionTooltip);
      // The client reads its own designs; another customer gets 404.
      expect((await t.call('GET', '/api/productions/index', { token: customer.token })).statusCode).toBe(200);
      expect(
        (await t.call('GET', `/api/productions/index?userid=${customer.user.id}`, { token: customer2.token }))
          .statusCode,
      ).toBe(404);
      expect((await t.call('GET', '/api/productions/index', { token: admin.token })).statusCode).toBe(400);

      // Edit the row's fields, then drag it (only sort_order).
      const id = emb.body.data.production.id;
      const edited = await t.call<{ production: ProductionAnswer }>('POST', `/api/productions/edit/${id}`, {
        token: admin.token,
        body: {
          file_name: '../Club crest',
          size: '90mm',
          stitch_count: 6100,
          position: '{"Breast Right":true}',
        },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.body.data.production).toMatchObject({
        file_name: 'Club crest.dst',
        size: '90mm',
        stitch_count: 6100,
        position: { 'Breast Right': true },
      });
      await t.call('POST', `/api/productions/edit/${id}`, { token: admin.token, body: { sort_order: 5 } });
      const reordered = await t.call<ProductionsIndexAnswer>(
        'GET',
        `/api/productions/index?userid=${customer.user.id}`,
        { token: admin.token },
      );
      expect(reordered.body.data.emb.map((p) => p.id)).toEqual([second.body.data.production.id, id]);
      expect(
        (
          await t.call('POST', `/api/productions/edit/${id}`, {
            token: customer.token,
            body: { sort_order: 1 },
          })
        ).statusCode,
      ).toBe(403);
      const badPosition = await t.call('POST', `/api/productions/edit/${id}`, {
        token: admin.token,
        body: { position: '{"a":"yes"}' },
      });
      expect(badPosition.statusCode).toBe(400);

      // The saved design's setup, for the editor (staff: it carries a cost).
      const design = await t.call(
        'GET',
        `/api/customerBrands/getbrand?user_id=${customer.user.id}&brand_id=${id}`,
        { token: admin.token },
      );
      expect(design.body.data).toEqual({
        sc: 6100,
        size: '90mm',
        colours: 'Navy, Gold',
        emb: 'Club crest.dst',
        notes: 'Digitised from the EPS',
        setup_code: 'New Set Up',
        setup_qty: 1,
        setup_unit_cost: 45.5,
        setup_price: 65,
        setup_discount_enable: false,
        setup_discount: '',
        setup_discount_qty: 0,
        setup_discount_value: 0,
      });
      expect(
        (
          await t.call('GET', `/api/customerBrands/getbrand?user_id=${customer2.user.id}&brand_id=${id}`, {
            token: admin.token,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await t.call('GET', `/api/customerBrands/getbrand?user_id=${customer.user.id}&brand_id=${id}`, {
            token: customer.token,
          })
        ).statusCode,
      ).toBe(403);

      const del = await t.call('POST', `/api/productions/delete/${id}`, { token: admin.token });
      expect(del.body).toEqual({ status: 'success', data: FILE_MESSAGES.productionDeleted });
      expect(
        (
          await t.call('POST', `/api/productions/delete/${second.body.data.production.id}`, {
            token: customer.token,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('keeps one Production Style Guide per client', async () => {
      const first = await upload<{ style_guide: StoredFileAnswer }>(
        t,
        admin.token,
        `/api/productions/styleguide?userid=${customer.user.id}`,
        fileForm('styleguide', 'guide.pdf', PDF_TWO_PAGES),
      );
      expect(first.statusCode).toBe(200);
      const second = await upload<{ style_guide: StoredFileAnswer }>(
        t,
        admin.token,
        `/api/productions/styleguide?userid=${customer.user.id}`,
        fileForm('styleguide', 'guide2.png', PNG),
      );
      const index = await t.call<ProductionsIndexAnswer>(
        'GET',
        `/api/productions/index?userid=${customer.user.id}`,
        { token: admin.token },
      );
      expect(index.body.data.style_guide?.id).toBe(second.body.data.style_guide.id);
      expect((await download(admin.token, first.body.data.style_guide.id)).statusCode).toBe(404);
      const byCustomer = await upload(
        t,
        customer.token,
        '/api/productions/styleguide',
        fileForm('styleguide', 'g.pdf', PDF_TWO_PAGES),
      );
      expect(byCustomer.statusCode).toBe(403);
    });
  });
});
