import {
  DEFAULT_PROOF_CHECKLIST,
  PROOF_MESSAGES,
  type ProofsIndexAnswer,
  type ProofWriteAnswer,
} from '@portal/domain/proofs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { goldenContent } from '../../test/golden-content.ts';
import { completedQuoteFor, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { PNG } from '../files/test-files.ts';
import { fileForm, upload } from '../files/test-upload.ts';

const allTicked = DEFAULT_PROOF_CHECKLIST.map((item) => ({ item, checked: true }));

describe.each(testDatabases())('reorders remember approved proofs on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: { token: string; user: { id: number } };
  let other: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'error' });
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
    other = (await t.signIn('customer2@example.com')).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An order whose one decoration (d1) the customer approved on a proof staff sent. */
  async function approvedOrder(label: string): Promise<{ id: number; proof: ProofWriteAnswer['proof'] }> {
    const id = await completedQuoteFor(t, admin, customer.user.id, label);
    const ordered = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: customer.token,
      body: { action: 'request_order', version: await versionOf(t.database.db, id) },
    });
    expect(ordered.statusCode).toBe(200);
    const added = await upload<ProofWriteAnswer>(
      t,
      admin,
      '/api/proofs/add',
      fileForm('proof', 'front.png', PNG, {
        quote_id: String(id),
        row_id: 'd1',
        spec: JSON.stringify({ colours: ['PMS 286'] }),
      }),
    );
    expect((await t.call('POST', `/api/proofs/send/${id}`, { token: admin, body: {} })).statusCode).toBe(200);
    const proof = added.body.data.proof;
    const approved = await t.call('POST', `/api/proofs/approve/${proof.id}`, {
      token: customer.token,
      body: { sha256: proof.file.sha256, name: 'Ana Buyer', checklist: allTicked },
    });
    expect(approved.statusCode).toBe(200);
    return { id, proof };
  }
  const reorder = async (id: number) =>
    (await t.call<{ id: number }>('POST', `/api/quotes/repeat/${id}`, { token: customer.token })).body.data
      .id;
  const page = async (id: number, token = customer.token) =>
    (await t.call<ProofsIndexAnswer>('GET', `/api/proofs/index/${id}`, { token })).body.data;
  const reconfirm = (id: number, token = customer.token) =>
    t.call<ProofWriteAnswer>('POST', `/api/proofs/reconfirm/${id}`, { token, body: { row_id: 'd1' } });

  it('offers an unchanged decoration its earlier approval, and one click approves the same version', async () => {
    const { id, proof } = await approvedOrder('Reordered polos');
    const copy = await reorder(id);
    const offered = (await page(copy)).decorations.find((d) => d.row_id === 'd1');
    expect(offered).toMatchObject({
      state: 'none',
      previous_approval: {
        quote_id: id,
        proof_id: proof.id,
        version: 1,
        file_name: 'front.png',
        changed: [],
      },
    });

    // Staff do not approve for the customer; another customer's quote is not there at all.
    expect((await reconfirm(copy, admin)).statusCode).toBe(403);
    expect((await reconfirm(copy, other)).statusCode).toBe(404);

    const done = await reconfirm(copy);
    expect(done.statusCode).toBe(200);
    expect(done.body.data.message).toBe(PROOF_MESSAGES.reconfirmed);
    expect(done.body.data.proof).toMatchObject({
      quote_id: copy,
      row_id: 'd1',
      version: 1,
      state: 'approved',
      file: { name: 'front.png', sha256: proof.file.sha256 },
      spec: { colours: ['PMS 286'] },
    });
    expect(done.body.data.proof.answers[0]?.note).toMatch(
      new RegExp(`^Re-confirmed: approved on \\d\\d/\\d\\d/\\d{4} \\(v1\\) for Q${id}\\.$`),
    );

    // Once is enough: the decoration now has its own approved proof, which the gate reads.
    const again = await reconfirm(copy);
    expect(again).toMatchObject({ statusCode: 400, body: { data: PROOF_MESSAGES.alreadyProofed } });
    const staff = await page(copy, admin);
    expect(staff.decorations.find((d) => d.row_id === 'd1')).toMatchObject({
      state: 'approved',
      previous_approval: null,
    });
    expect(staff.gate.blocked).not.toContain(staff.decorations.find((d) => d.row_id === 'd1')?.label);
  });

  it('asks for a new proof when the artwork changed on the reorder, and changes nothing', async () => {
    const { id } = await approvedOrder('Changed polos');
    const copy = await reorder(id);
    const content = goldenContent() as { categories: { items: Record<string, unknown>[] }[] };
    const d1 = content.categories[0]?.items.find((row) => row.id === 'd1');
    if (d1) d1.setup_size = '120 × 60 mm';
    const saved = await t.call('POST', `/api/quotes/edit/${copy}`, {
      token: admin,
      body: { content, version: await versionOf(t.database.db, copy) },
    });
    expect(saved.statusCode).toBe(200);

    const offered = (await page(copy)).decorations.find((d) => d.row_id === 'd1');
    expect(offered?.previous_approval?.changed).toEqual(['size']);
    const refused = await reconfirm(copy);
    expect(refused).toMatchObject({
      statusCode: 400,
      body: { data: PROOF_MESSAGES.reconfirmChanged(['size']) },
    });
    expect((await page(copy, admin)).proofs).toEqual([]);
  });

  it('has nothing to re-confirm on a quote that is no reorder', async () => {
    const id = await completedQuoteFor(t, admin, customer.user.id, 'Fresh polos');
    expect((await page(id)).decorations.every((d) => d.previous_approval === null)).toBe(true);
    expect(await reconfirm(id)).toMatchObject({
      statusCode: 400,
      body: { data: PROOF_MESSAGES.nothingToReconfirm },
    });
  });
});
