import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteHistory, quoteRevisions, quotes } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';
import { contactIdsOf, goldenContent } from '../../test/quote-fixtures.ts';

type Saved = { message: string; version: number; status: string; order_status: string; revision: number };

/** every write to a quote says the version it was read at, and a repeat writes once. */
describe.each(testDatabases())('exact quote writes on $name', (kind) => {
  const demo = useDemoApp(kind);
  let contact: number;

  beforeAll(async () => {
    [contact] = (await contactIdsOf(demo.app.database.db, demo.customer.user.id)) as [number];
  });

  /** A requested quote of the demo customer, as staff would find it in the list. */
  const requested = async () => {
    const made = await demo.app.call<{ id: number; version: number }>('POST', '/api/quotes/add', {
      token: demo.customer.token,
      body: { content: goldenContent(), contact_user: String(contact), status: 'Requested' },
    });
    expect(made.statusCode).toBe(200);
    return made.body.data;
  };
  /** What a write may change: the row, its history and its snapshots. */
  const stateOf = async (id: number) => {
    const db = demo.app.database.db;
    const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
    const [history] = await db.select({ n: count() }).from(quoteHistory).where(eq(quoteHistory.quoteId, id));
    const [snaps] = await db
      .select({ n: count() })
      .from(quoteRevisions)
      .where(eq(quoteRevisions.quoteId, id));
    return { row, history: history?.n, snapshots: snaps?.n };
  };
  const post = <T = string>(path: string, token: string, body: Record<string, unknown>) =>
    demo.app.call<T>('POST', `/api/quotes/${path}`, { token, body });

  it('refuses every write without a version in words, and changes nothing', async () => {
    const { id } = await requested();
    const before = await stateOf(id);
    const admin = demo.admin.token;
    const refused = [
      await post(`edit/${id}`, admin, { client_label: 'No version' }),
      await post(`edit/${id}`, admin, { action: 'complete_quote' }),
      await post(`edit/${id}`, admin, { content: goldenContent(40) }),
      await post(`setstatus/${id}`, admin, { status: 'Completed Quote' }),
      await post(`setready/${id}`, admin, { ready: 1 }),
      await post(`setsent/${id}`, admin, { sent: 1 }),
      await post(`setarchive/${id}`, admin, { archive: 1 }),
      await post(`delete/${id}`, demo.customer.token, {}),
      await demo.app.call('POST', `/api/quotes/delete/${id}`, { token: demo.customer.token }),
    ];
    for (const [i, res] of refused.entries()) {
      expect(res.statusCode, `write ${i}`).toBe(400);
      expect(res.body, `write ${i}`).toEqual({ status: 'error', data: QUOTE_MESSAGES.versionMissing });
    }
    expect(await stateOf(id)).toEqual(before);
  });

  it('completes once on a double click: one transition, one revision, the same answer twice', async () => {
    const { id, version } = await requested();
    const before = await stateOf(id);
    const complete = () => post<Saved>(`edit/${id}`, demo.admin.token, { action: 'complete_quote', version });
    // Both clicks at once (the row lock orders them), then a third late one.
    const [first, second] = await Promise.all([complete(), complete()]);
    const third = await complete();
    const done = {
      message: QUOTE_MESSAGES.quoteCompleted,
      status: 'Completed Quote',
      order_status: '',
      revision: 1,
      version: version + 1,
    };
    for (const res of [first, second, third]) {
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toEqual(done);
    }
    const after = await stateOf(id);
    expect(after.row?.version).toBe(version + 1);
    expect(after.history).toBe((before.history ?? 0) + 1);
    expect(after.snapshots).toBe((before.snapshots ?? 0) + 1);
  });

  it('answers setstatus twice from one version with one move', async () => {
    const { id, version } = await requested();
    const before = await stateOf(id);
    const body = { status: 'Completed Quote', version };
    const first = await post<Saved>(`setstatus/${id}`, demo.admin.token, body);
    const second = await post<Saved>(`setstatus/${id}`, demo.admin.token, body);
    expect(first.body.data).toMatchObject({ status: 'Completed Quote', version: version + 1 });
    expect(second.statusCode).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect((await stateOf(id)).snapshots).toBe((before.snapshots ?? 0) + 1);
  });

  it('sets a switch once when it is sent twice', async () => {
    const { id, version } = await requested();
    const before = await stateOf(id);
    const ready = () => post(`setready/${id}`, demo.admin.token, { ready: 1, version });
    const [first, second] = [await ready(), await ready()];
    expect(first.body).toEqual({ status: 'success', data: 'You have set successfully' });
    expect(second.body).toEqual(first.body);
    const after = await stateOf(id);
    expect(after.row).toMatchObject({ ready: 1, version: version + 1 });
    expect(after.history).toBe((before.history ?? 0) + 1);
  });

  it('still refuses with 409 anything from an old version that is not that same request', async () => {
    const { id, version } = await requested();
    const done = await post<Saved>(`edit/${id}`, demo.admin.token, { action: 'complete_quote', version });
    expect(done.statusCode).toBe(200);
    const after = await stateOf(id);
    const different = [
      // The same user, something else.
      await post(`edit/${id}`, demo.admin.token, { action: 'complete_quote', version, label: 'Changed' }),
      await post(`setready/${id}`, demo.admin.token, { ready: 1, version }),
      // Someone else, the same body.
      await post(`edit/${id}`, demo.customer.token, { action: 'complete_quote', version }),
      // Older still.
      await post(`edit/${id}`, demo.admin.token, { action: 'complete_quote', version: version - 1 }),
      await post(`delete/${id}`, demo.customer.token, { version }),
    ];
    for (const res of different) {
      expect(res.statusCode).toBe(409);
      expect(res.body.data).toMatch(/^This quote was saved by Alex Morgan on /);
    }
    expect(await stateOf(id)).toEqual(after);
  });
});
