import type { LoginAnswer } from '@portal/domain';
import { FILE_MESSAGES, type StoredFileAnswer } from '@portal/domain/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf, goldenContent, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { HOSTILE, PDF_TWO_PAGES, PNG } from '../files/test-files.ts';
import { fileForm, upload } from '../files/test-upload.ts';

const SCRIPTS = [
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  `data:image/svg+xml;base64,${HOSTILE.svgWithScript.toString('base64')}`,
  'https://evil.example/logo.png',
  '/api/files/1/../../../etc/passwd',
];

/** A document whose decoration names `text` as its artwork, in the field given. */
const withArtwork = (field: 'logo_file' | 'file_path' | 'visuals', text: string) => {
  const content = goldenContent();
  const decoration = content.categories[0]?.items[1] as Record<string, unknown>;
  decoration[field] = field === 'visuals' ? [{ filename: 'mock.png', url: text }] : text;
  return content;
};

/**
 * a quote's logo and its decorations' artwork are references to the client's own
 * uploaded files, or (the logo) a bitmap checked by content. Scripts, foreign URLs and another
 * client's files are refused with a message, and the quote stays as it was.
 */
describe.each(testDatabases())('quote artwork references on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  let customer2: LoginAnswer;
  let quoteId: number;

  const uploadAsset = async (token: string, bytes: Buffer, name: string, userid?: number) =>
    (
      await upload<{ message: string; file: StoredFileAnswer }>(
        t,
        token,
        userid ? `/api/assets/add?userid=${userid}` : '/api/assets/add',
        fileForm('brand', name, bytes),
      )
    ).body.data;
  const edit = async (token: string, body: Record<string, unknown>) =>
    t.call('POST', `/api/quotes/edit/${quoteId}`, {
      token,
      body: { ...body, version: await versionOf(t.database.db, quoteId) },
    });
  const stored = async () =>
    (await t.database.db.select().from(quotes)).find((row) => row.id === quoteId) ?? null;
  const logoOf = async (token: string) =>
    (await t.call<string>('GET', `/api/quotes/logo/${quoteId}`, { token })).body.data;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer, customer2 } = await t.signInDemo());
    const [contactId] = (await contactIdsOf(t.database.db, customer.user.id)) as [number];
    const made = await t.call<{ id: number }>('POST', '/api/quotes/add', {
      token: customer.token,
      body: { content: goldenContent(), contact_user: String(contactId), label: 'Logo tees' },
    });
    quoteId = made.body.data.id;
  }, 120_000);
  afterAll(() => t?.close());

  it("takes the client's uploaded logo and shows it in the list's lightbox", async () => {
    const asset = await uploadAsset(customer.token, PNG, 'crest.png');
    expect(asset.message).toBe(FILE_MESSAGES.logoAdded);
    expect((await edit(customer.token, { logo: asset.file.url })).statusCode).toBe(200);
    expect((await stored())?.logo).toBe(asset.file.url);
    expect(await logoOf(customer.token)).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    // A PDF logo is production artwork: the lightbox has no picture of it and shows its default.
    const pdf = await uploadAsset(customer.token, PDF_TWO_PAGES, 'crest.pdf');
    expect((await edit(customer.token, { logo: pdf.file.url })).statusCode).toBe(200);
    expect(await logoOf(customer.token)).toBe('');
  });

  it("lets staff upload the logo for the client's quote", async () => {
    const asset = await uploadAsset(admin.token, PNG, 'staff-crest.png', customer.user.id);
    expect((await edit(admin.token, { logo: asset.file.url })).statusCode).toBe(200);
    expect(await logoOf(customer.token)).toContain('data:image/png;base64,');
  });

  it("refuses scripts, foreign URLs and another client's file as the logo, changing nothing", async () => {
    const before = await stored();
    const theirs = await uploadAsset(customer2.token, PNG, 'theirs.png');
    for (const logo of [...SCRIPTS, theirs.file.url]) {
      const answer = await edit(customer.token, { logo, label: 'Changed' });
      expect(answer.statusCode, logo).toBe(400);
      expect(JSON.stringify(answer.body)).not.toContain('stack');
    }
    const after = await stored();
    expect(after?.logo).toBe(before?.logo);
    expect(after?.label).toBe(before?.label);
    expect(after?.version).toBe(before?.version);
  });

  it('still takes a bitmap logo as a data URL, checked by content', async () => {
    const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
    expect((await edit(admin.token, { logo: dataUrl })).statusCode).toBe(200);
    expect(await logoOf(customer.token)).toBe(dataUrl);
  });

  it("refuses a decoration's artwork that is not one of the client's files, in every field", async () => {
    const theirs = await uploadAsset(customer2.token, PNG, 'theirs.png');
    const before = await stored();
    for (const field of ['logo_file', 'file_path', 'visuals'] as const)
      for (const text of [...SCRIPTS, theirs.file.url])
        for (const who of [customer, admin]) {
          const answer = await edit(who.token, { content: withArtwork(field, text) });
          expect(answer.statusCode, `${field} ${text}`).toBe(400);
          expect(answer.body).toEqual({
            status: 'error',
            data: `Decoration Screen Print 1C: ${FILE_MESSAGES.notClientFile}`,
          });
        }
    expect((await stored())?.version).toBe(before?.version);
  });

  it("keeps a decoration's artwork that is the client's own file", async () => {
    const own = await uploadAsset(customer.token, PNG, 'own.png');
    const answer = await edit(customer.token, { content: withArtwork('visuals', own.file.url) });
    expect(answer.statusCode).toBe(200);
    expect(JSON.stringify((await stored())?.content)).toContain(own.file.url);
    // A new quote is checked the same way.
    const [contactId] = (await contactIdsOf(t.database.db, customer.user.id)) as [number];
    const refused = await t.call('POST', '/api/quotes/add', {
      token: customer.token,
      body: { content: withArtwork('logo_file', SCRIPTS[0] ?? ''), contact_user: String(contactId) },
    });
    expect(refused.statusCode).toBe(400);
  });
});
