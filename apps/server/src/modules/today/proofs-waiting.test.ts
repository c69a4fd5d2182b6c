import { DEFAULT_PROOF_CHECKLIST, type ProofWriteAnswer } from '@portal/domain/proofs';
import type { TodayAnswer } from '@portal/domain/today';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { PNG } from '../files/test-files.ts';
import { fileForm, upload } from '../files/test-upload.ts';

type Login = { token: string; user: { id: number } };

/**
 * The staff home page's "Proofs waiting": quotes with a proof sent and unanswered, or sent back
 * with changes, and none of the quotes whose proofs wait for nobody.
 */
describe.each(testDatabases())('proofs waiting on the staff home page on $name', (kind) => {
  let t: TestApp;
  let admin: Login;
  let customer: Login;
  const made: Record<string, number> = {};

  const addProof = async (quoteId: number) => {
    const res = await upload<ProofWriteAnswer>(
      t,
      admin.token,
      '/api/proofs/add',
      fileForm('proof', 'd1.png', PNG, { quote_id: String(quoteId), row_id: 'd1', spec: '{}' }),
    );
    if (res.statusCode !== 200) throw new Error(`add proof: ${JSON.stringify(res.body)}`);
    return res.body.data.proof;
  };
  const send = async (quoteId: number) => {
    const res = await t.call('POST', `/api/proofs/send/${quoteId}`, { token: admin.token, body: {} });
    if (res.statusCode !== 200) throw new Error(`send proofs: ${JSON.stringify(res.body)}`);
  };
  const customerAnswers = async (proofId: number, answer: 'requestchanges' | 'approve', body: object) => {
    const res = await t.call('POST', `/api/proofs/${answer}/${proofId}`, { token: customer.token, body });
    if (res.statusCode !== 200) throw new Error(`${answer}: ${JSON.stringify(res.body)}`);
  };
  const quote = async (name: string) => {
    made[name] = await completedQuoteFor(t, admin.token, customer.user.id, name);
    return made[name] as number;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'error' });
    ({ admin, customer } = await t.signInDemo());
    // The demo's quotes have no proofs; the fixtures below are the only ones.

    // Sent first, still unanswered: waits for the customer.
    await addProof(await quote('awaiting'));
    await send(made.awaiting as number);
    // Sent later and sent back with changes: waits for staff's new version, so it comes first.
    const changed = await quote('changes');
    const sentBack = await addProof(changed);
    await send(changed);
    await customerAnswers(sentBack.id, 'requestchanges', { note: 'Bigger logo, please' });
    // Sent back, then staff added the new version: a draft, waiting for nobody until it is sent.
    const redone = await quote('new version drafted');
    const old = await addProof(redone);
    await send(redone);
    await customerAnswers(old.id, 'requestchanges', { note: 'Move it left' });
    await addProof(redone);
    // Approved, only drafted, and archived: none waits.
    const approved = await quote('approved');
    const proof = await addProof(approved);
    await send(approved);
    await customerAnswers(proof.id, 'approve', {
      sha256: proof.file.sha256,
      name: 'Ana Buyer',
      checklist: DEFAULT_PROOF_CHECKLIST.map((item) => ({ item, checked: true })),
    });
    await addProof(await quote('draft only'));
    const archived = await quote('archived');
    await addProof(archived);
    await send(archived);
    await t.database.db.update(quotes).set({ archive: 1 }).where(eq(quotes.id, archived));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists the quotes whose proofs wait, changes requested first, with their state', async () => {
    const res = await t.call<TodayAnswer>('GET', '/api/today', { token: admin.token });
    expect(res.statusCode).toBe(200);
    const group = res.body.data.proofs;
    expect(group.count).toBe(2);
    expect(group.items.map((item) => item.id)).toEqual([made.changes, made.awaiting]);
    expect(group.items[0]).toMatchObject({ label: 'changes', awaiting_approval: 0, changes_requested: 1 });
    expect(group.items[1]).toMatchObject({ label: 'awaiting', awaiting_approval: 1, changes_requested: 0 });
    // Each is dated from when it started waiting: the answer, or the sending.
    expect(new Date(group.items[0]?.at ?? '').getTime()).toBeGreaterThan(
      new Date(group.items[1]?.at ?? '').getTime(),
    );
  });

  it('takes a quote off once its proof is sent again and answered', async () => {
    const redone = made['new version drafted'] as number;
    await send(redone);
    const waiting = await t.call<TodayAnswer>('GET', '/api/today', { token: admin.token });
    expect(waiting.body.data.proofs.items.map((item) => item.id)).toContain(redone);
    const [current] = (
      await t.call<{ proofs: { id: number; state: string; file: { sha256: string } }[] }>(
        'GET',
        `/api/proofs/index/${redone}`,
        { token: customer.token },
      )
    ).body.data.proofs.filter((p) => p.state === 'sent');
    await customerAnswers(current?.id ?? 0, 'approve', {
      sha256: current?.file.sha256,
      name: 'Ana Buyer',
      checklist: DEFAULT_PROOF_CHECKLIST.map((item) => ({ item, checked: true })),
    });
    const after = await t.call<TodayAnswer>('GET', '/api/today', { token: admin.token });
    expect(after.body.data.proofs.items.map((item) => item.id)).not.toContain(redone);
    expect(after.body.data.proofs.count).toBe(2);
  });
});
