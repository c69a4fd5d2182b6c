import { QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  completedQuoteFor,
  contactIdsOf,
  emailedLinkToken,
  goldenContent,
  versionOf,
} from '../../test/quote-fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { clearContactReferences } from '../companies/companies.repo.ts';
import { currentHashOf } from './current-hash.ts';
import { currentSnapshotOf } from './revision-snapshot.ts';

type Content = { categories: { items: { id: string; qty?: number; position?: unknown }[] }[] };

describe.each(testDatabases())('the stored hash of what the customer sees, on $name', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: string;
  let customer: { token: string; user: { id: number; email: string } };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(kind, {
      smtpUrl: smtp.url,
      authRateLimitPerMinute: 1_000_000,
      authRateLimitPerHour: 1_000_000,
    });
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const stored = async (id: number) =>
    (await t.database.db.select({ hash: quotes.snapshotHash }).from(quotes).where(eq(quotes.id, id)))[0]
      ?.hash;
  const fresh = async (id: number) => (await currentSnapshotOf(t.database.db, id)).hash;

  /**
   * After a write: the stored hash is the fresh one or was forgotten, never an older document's;
   * the hash a link is compared with is the fresh one, and is stored from then on.
   */
  async function expectInStep(id: number): Promise<string> {
    const now = await fresh(id);
    const kept = await stored(id);
    if (kept !== null) expect(kept).toBe(now);
    expect(await currentHashOf(t.database.db, id)).toBe(now);
    expect(await stored(id)).toBe(now);
    return now;
  }

  const staffSave = async (id: number, body: Record<string, unknown>) => {
    const saved = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: admin,
      body: { ...body, version: await versionOf(t.database.db, id) },
    });
    expect(saved.statusCode).toBe(200);
  };
  const contentOf = async (id: number, token: string) =>
    (await t.call<{ quote: { content: Content } }>('GET', `/api/quotes/edit/${id}`, { token })).body.data
      .quote.content;

  it('keeps the stored hash equal to a fresh one after each kind of write', async () => {
    const id = await completedQuoteFor(t, admin, customer.user.id, 'Hash tees');
    // A send stores the hash it pinned.
    const token = await emailedLinkToken(t, smtp, admin, id, customer.user.email);
    const sent = await fresh(id);
    expect(await stored(id)).toBe(sent);
    expect(
      (await t.call<{ state: string }>('POST', '/api/quotes/fetchstatus', { body: { token } })).body.data
        .state,
    ).toBe('open');

    // Writes that change nothing the customer sees keep the hash, and the link stays open.
    await staffSave(id, { wfm_order_no: 'PO-77' });
    expect(await stored(id)).toBe(sent);
    const memo = await t.call('POST', `/api/quotes/addmemo/${id}`, {
      token: customer.token,
      body: { memo_note: 'Can these come sooner?' },
    });
    expect(memo.statusCode).toBe(200);
    expect(await stored(id)).toBe(sent);
    expect(await expectInStep(id)).toBe(sent);

    // A staff change of a record field.
    await staffSave(id, { client_label: 'Depot order' });
    const relabelled = await expectInStep(id);
    expect(relabelled).not.toBe(sent);

    // A staff change of the lines: a garment's quantity, then a decoration's position.
    await staffSave(id, { content: goldenContent(40) });
    const requantified = await expectInStep(id);
    expect(requantified).not.toBe(relabelled);
    const content = await contentOf(id, admin);
    const decoration = content.categories[0]?.items.find((row) => row.id === 'd1');
    if (decoration) decoration.position = 'Back';
    await staffSave(id, { content });
    const moved = await expectInStep(id);
    expect(moved).not.toBe(requantified);

    // A contact deleted elsewhere, through the companies module's own write.
    const [contact] = await contactIdsOf(t.database.db, customer.user.id);
    await t.database.db.transaction((tx) => clearContactReferences(tx, [contact ?? 0], 1));
    const uncontacted = await expectInStep(id);
    expect(uncontacted).not.toBe(moved);

    // Any other writer of the table, here a bare update of the validity: the trigger forgets the hash.
    await t.database.db.update(quotes).set({ validTo: '2100-01-31' }).where(eq(quotes.id, id));
    expect(await stored(id)).toBeNull();
    expect(await expectInStep(id)).not.toBe(uncontacted);

    // The link mailed before all that names another document: it cannot accept.
    const tried = await t.call('POST', '/api/quotes/accept', { body: { token, name: 'Casey Client' } });
    expect(tried.statusCode).toBe(400);
    expect(tried.body.data).toBe(QUOTE_LINK_MESSAGES.changed);
  });

  it('keeps it in step with a customer changing their own quote, and a status move', async () => {
    const [contact] = await contactIdsOf(t.database.db, customer.user.id);
    const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customer.user.id}`, {
      token: admin,
      body: {
        content: goldenContent(),
        label: 'Own tees',
        contact_user: String(contact),
        valid_to: '2099-12-31',
      },
    });
    const id = made.body.data.id;
    const before = await expectInStep(id);
    const content = await contentOf(id, customer.token);
    const tee = content.categories[0]?.items.find((row) => row.id === 'p1');
    if (tee) tee.qty = Number(tee.qty) + 12;
    const saved = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: customer.token,
      body: { content, version: await versionOf(t.database.db, id) },
    });
    expect(saved.statusCode).toBe(200);
    const changed = await expectInStep(id);
    expect(changed).not.toBe(before);

    await staffSave(id, { action: 'complete_quote' });
    expect(await stored(id)).toBe(changed);
    expect(await expectInStep(id)).toBe(changed);
  });
});
