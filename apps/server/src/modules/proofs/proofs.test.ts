import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BusinessSettingsAnswer } from '@portal/domain/business-settings';
import {
  DEFAULT_PROOF_CHECKLIST,
  embeddedProofLinkAnswer,
  PROOF_LINK_ANSWER_ELEMENT_ID,
  PROOF_MESSAGES,
  type ProofPage,
  type ProofsIndexAnswer,
  type ProofWriteAnswer,
  proofLinkFileUrl,
} from '@portal/domain/proofs';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memos, outbox, proofAnswers, proofViews, quoteHistory } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf, goldenContent, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { startWfmPeer } from '../../test/wfm-peer.ts';
import { JPEG, PDF_TWO_PAGES, PNG } from '../files/test-files.ts';
import { fileForm, upload } from '../files/test-upload.ts';

type WfmPeer = Awaited<ReturnType<typeof startWfmPeer>>;

/** Two decorations on one garment: the golden quote's Breast Left print and an embroidered back. */
const twoDecorations = () => {
  const content = goldenContent() as { categories: { items: Record<string, unknown>[] }[] };
  const items = content.categories[0]?.items ?? [];
  // The tee carries both positions, so the embroidered back follows it (decisions/110).
  if (items[0]) items[0].position = { 'Breast Left': true, Back: true };
  items.push({ ...items[1], id: 'd2', code: 'Embroidery', position: 'Back', setup_code: 'New Set Up' });
  return content;
};

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const allTicked = DEFAULT_PROOF_CHECKLIST.map((item) => ({ item, checked: true }));

describe.each(testDatabases())('artwork proofs on $name', (kind) => {
  let t: TestApp;
  let wfm: WfmPeer;
  let admin: string;
  let customer: { token: string; user: { id: number } };
  let other: string;
  let contact: number;
  // A built web app of one page, so the link's page is served as a browser gets it.
  const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofs-web-'));
  fs.writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );

  beforeAll(async () => {
    wfm = await startWfmPeer();
    t = await startTestApp(kind, { workflowMax: wfm.settings, logLevel: 'error', webDistDir });
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
    other = (await t.signIn('customer2@example.com')).token;
    contact = (await contactIdsOf(t.database.db, customer.user.id))[0] as number;
  });
  afterAll(async () => {
    await t?.close();
    await wfm?.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  async function newQuote(label: string): Promise<number> {
    const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customer.user.id}`, {
      token: admin,
      body: { content: twoDecorations(), label, contact_user: String(contact) },
    });
    if (made.statusCode !== 200) throw new Error(JSON.stringify(made.body));
    return made.body.data.id;
  }
  const act = async (token: string, id: number, action: string) =>
    t.call('POST', `/api/quotes/edit/${id}`, {
      token,
      body: { action, version: await versionOf(t.database.db, id) },
    });
  async function approvedOrder(label: string): Promise<number> {
    const id = await newQuote(label);
    expect((await act(admin, id, 'complete_quote')).statusCode).toBe(200);
    expect((await act(customer.token, id, 'request_order')).statusCode).toBe(200);
    return id;
  }
  const addProof = (quoteId: number, rowId: string, bytes: Buffer = PNG, spec: object = {}, token = admin) =>
    upload<ProofWriteAnswer>(
      t,
      token,
      '/api/proofs/add',
      fileForm('proof', `${rowId}.png`, bytes, {
        quote_id: String(quoteId),
        row_id: rowId,
        spec: JSON.stringify(spec),
      }),
    );
  const send = (quoteId: number) =>
    t.call<{ message: string; sent: number[] }>('POST', `/api/proofs/send/${quoteId}`, {
      token: admin,
      body: {},
    });
  const list = (quoteId: number, token = admin) =>
    t.call<ProofsIndexAnswer>('GET', `/api/proofs/index/${quoteId}`, { token });
  /** The token of the newest proof mail of a quote, read from the mail as the customer gets it. */
  const mailedToken = async (quoteId: number) => {
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `proof-email-${quoteId}-%`));
    const text = (rows.at(-1)?.payload as { text?: string } | undefined)?.text ?? '';
    return (
      new URL(text.match(/https?:\/\/\S+\/proofs\?token=\S+/)?.[0] ?? 'http://x').searchParams.get('token') ??
      ''
    );
  };
  const sendWfm = (id: number) =>
    t.call<string>('POST', `/api/quotes/sendworkflowmax/${id}`, {
      token: admin,
      body: { wfm_category: 'Embroidery' },
    });
  const jobsOf = (id: number) => wfm.jobs.filter((job) => job.Name.startsWith(`Q${id} `));

  it('adds a proof version with its file hash and spec, and a new version supersedes the one before', async () => {
    const id = await newQuote('Proof versions');
    const spec = {
      stitch_count: '9500',
      width_mm: 80,
      height_mm: 40,
      colours: ['PMS 286'],
      garment_colours: ['Navy'],
    };
    const first = await addProof(id, 'd2', PNG, spec);
    expect(first.statusCode).toBe(200);
    expect(first.body.data.message).toBe(PROOF_MESSAGES.added);
    expect(first.body.data.proof).toMatchObject({
      version: 1,
      state: 'draft',
      position: 'Back',
      process: 'Embroidery',
      file: { sha256: sha(PNG), type: 'png' },
      spec: {
        stitch_count: 9500,
        width_mm: 80,
        height_mm: 40,
        colours: ['PMS 286'],
        garment_colours: ['Navy'],
      },
    });
    const second = await addProof(id, 'd2', JPEG);
    expect(second.body.data.proof).toMatchObject({ version: 2, state: 'draft', file: { sha256: sha(JPEG) } });
    const page = (await list(id)).body.data;
    expect(page.proofs.map((p) => [p.version, p.state])).toEqual([
      [1, 'superseded'],
      [2, 'draft'],
    ]);
    expect(page.decorations.find((d) => d.row_id === 'd2')).toMatchObject({
      state: 'draft',
      current_proof_id: second.body.data.proof.id,
    });
    // The customer sees nothing before it is sent.
    expect((await list(id, customer.token)).body.data.proofs).toEqual([]);
  });

  it('refuses a row that is not a decoration, a file of the wrong type, and customers adding proofs', async () => {
    const id = await newQuote('Proof refusals');
    const notDecoration = await addProof(id, 'p1');
    expect(notDecoration).toMatchObject({ statusCode: 400, body: { data: PROOF_MESSAGES.notDecoration } });
    const wrong = await upload(
      t,
      admin,
      '/api/proofs/add',
      fileForm('proof', 'x.txt', Buffer.from('hello'), { quote_id: String(id), row_id: 'd1' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect((await addProof(id, 'd1', PNG, {}, customer.token)).statusCode).toBe(403);
    expect((await list(id)).body.data.proofs).toEqual([]);
  });

  it('sends the drafts in one mail through the outbox, with a hashed link, and records each event', async () => {
    const id = await newQuote('Proof send');
    await addProof(id, 'd1');
    await addProof(id, 'd2');
    const sent = await send(id);
    expect(sent.body.data).toMatchObject({ message: PROOF_MESSAGES.sent });
    expect(sent.body.data.sent).toHaveLength(2);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `proof-email-${id}-%`));
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.payload as { to: string; text: string; outboxText: string };
    expect(mail.to).toBe('customer@example.com');
    expect(mail.text).toContain('Breast Left');
    expect(mail.outboxText).not.toContain('token=');
    const token = await mailedToken(id);
    expect(token.length).toBeGreaterThan(20);
    // Nothing is left to send; a second send is refused and mails nothing.
    expect(await send(id)).toMatchObject({ statusCode: 400, body: { data: PROOF_MESSAGES.nothingToSend } });
    // The link page shows the sent proofs and the shop's checklist.
    const status = await t.call<ProofPage>('POST', '/api/proofs/fetchstatus', { body: { token } });
    expect(status.statusCode).toBe(200);
    expect(status.body.data.checklist).toEqual([...DEFAULT_PROOF_CHECKLIST]);
    expect(status.body.data.proofs.map((p) => p.state)).toEqual(['sent', 'sent']);
    expect(
      (await t.call('POST', '/api/proofs/fetchstatus', { body: { token: 'nobody-issued-this' } })).statusCode,
    ).toBe(404);
    const history = await t.database.db.select().from(quoteHistory).where(eq(quoteHistory.quoteId, id));
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['added a proof', 'sent proofs']));
    const log = await t.database.db.select().from(memos).where(eq(memos.quoteId, id));
    expect(log.some((m) => m.content.includes('Sent artwork proofs'))).toBe(true);
  });

  it("serves the link's page with its answer and its first drawn proof's address, and records no opening for it", async () => {
    const id = await newQuote('Proof preload');
    await addProof(id, 'd1', PDF_TWO_PAGES);
    const drawn = (await addProof(id, 'd2')).body.data.proof;
    await send(id);
    const token = await mailedToken(id);
    const served = async (url: string) => {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      const answer = new RegExp(
        `<script type="application/json" id="${PROOF_LINK_ANSWER_ELEMENT_ID}">([^<]*)</script>`,
      ).exec(page.body)?.[1];
      return {
        cacheControl: page.headers['cache-control'],
        preloads: [...page.body.matchAll(/<link rel="preload" as="image"[^>]* href="([^"]+)">/g)].map((m) =>
          (m[1] ?? '').replaceAll('&amp;', '&'),
        ),
        answer: answer === undefined ? undefined : JSON.parse(answer),
      };
    };
    const link = await served(`/proofs?token=${encodeURIComponent(token)}`);
    // The PDF proof is offered as a file, so the picture fetched first is the second decoration's,
    // at exactly the address the page draws it from.
    expect(link.preloads).toEqual([proofLinkFileUrl(drawn.id, token)]);
    const image = await t.app.inject({ method: 'GET', url: link.preloads[0] ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // The page carries what its status call answers, for that token, and no cache may keep it.
    expect(link.cacheControl).toBe('no-store');
    expect(link.answer).toEqual(embeddedProofLinkAnswer.parse(link.answer));
    expect(link.answer.token).toBe(token);
    expect(link.answer.answer.proofs.map((p: { row_id: string }) => p.row_id)).toEqual(['d1', 'd2']);
    expect(link.answer.answer).not.toHaveProperty('gate');
    // Serving the page is no opening: only the page's status call is, and it answers the same.
    expect(await t.database.db.select().from(proofViews).where(eq(proofViews.quoteId, id))).toEqual([]);
    const status = await t.call('POST', '/api/proofs/fetchstatus', { body: { token } });
    expect(status.body.data).toEqual(link.answer.answer);
    expect(await t.database.db.select().from(proofViews).where(eq(proofViews.quoteId, id))).toHaveLength(1);
    // A link nobody issued, and any other page, carry nothing, and are only revalidated.
    for (const other of ['/proofs?token=nobody-issued-this', `/requests/proofs/${id}`]) {
      expect(await served(other)).toEqual({ cacheControl: 'no-cache', preloads: [], answer: undefined });
    }
  });

  it('approves by link with a typed name and the whole checklist, and records the answer', async () => {
    const id = await newQuote('Proof approve');
    const proof = (await addProof(id, 'd1')).body.data.proof;
    await send(id);
    const token = await mailedToken(id);
    const approve = (body: object) =>
      t.call<ProofWriteAnswer>('POST', '/api/proofs/approve', {
        body: { token, proof_id: proof.id, ...body },
        headers: { 'user-agent': 'PhoneBrowser/1' },
      });
    const missing = await approve({
      sha256: proof.file.sha256,
      name: 'Ana Buyer',
      checklist: allTicked.slice(1),
    });
    expect(missing).toMatchObject({
      statusCode: 400,
      body: { data: PROOF_MESSAGES.checklistIncomplete(['Spelling']) },
    });
    const stale = await approve({ sha256: sha(JPEG), name: 'Ana Buyer', checklist: allTicked });
    expect(stale).toMatchObject({ statusCode: 400, body: { data: PROOF_MESSAGES.versionChanged } });
    expect((await approve({ sha256: proof.file.sha256, name: ' ', checklist: allTicked })).statusCode).toBe(
      400,
    );
    const ok = await approve({ sha256: proof.file.sha256, name: 'Ana Buyer', checklist: allTicked });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data.proof.state).toBe('approved');
    expect(ok.body.data.proof.answers[0]).toMatchObject({
      kind: 'approved',
      name: 'Ana Buyer',
      sha256: proof.file.sha256,
    });
    const [record] = await t.database.db
      .select()
      .from(proofAnswers)
      .where(eq(proofAnswers.proofId, proof.id));
    expect(record).toMatchObject({ kind: 'approved', userAgent: 'PhoneBrowser/1', name: 'Ana Buyer' });
    expect(record?.checklist).toEqual(allTicked);
    expect(record?.ip).not.toBe('');
    // Answered once: a second approval is refused.
    expect(
      await approve({ sha256: proof.file.sha256, name: 'Ana Buyer', checklist: allTicked }),
    ).toMatchObject({ statusCode: 400, body: { data: PROOF_MESSAGES.alreadyAnswered } });
    const history = await t.database.db.select().from(quoteHistory).where(eq(quoteHistory.quoteId, id));
    expect(history.some((h) => h.action === 'approved a proof' && h.detail.includes('Ana Buyer'))).toBe(true);
  });

  it('requests changes in the portal with a note, pins and a file; a new version re-opens approval and the old one cannot be approved', async () => {
    const id = await newQuote('Proof changes');
    const first = (await addProof(id, 'd2')).body.data.proof;
    await send(id);
    const form = fileForm('file', 'marked-up.png', PNG, {
      note: 'Make the logo 20% larger',
      pins: JSON.stringify([{ x: 0.25, y: 0.5, note: 'here' }]),
    });
    const changes = await upload<ProofWriteAnswer>(
      t,
      customer.token,
      `/api/proofs/requestchanges/${first.id}`,
      form,
    );
    expect(changes.statusCode).toBe(200);
    expect(changes.body.data.proof.state).toBe('changes_requested');
    expect(changes.body.data.proof.answers[0]).toMatchObject({
      kind: 'changes_requested',
      note: 'Make the logo 20% larger',
      pins: [{ x: 0.25, y: 0.5, note: 'here' }],
    });
    expect(changes.body.data.proof.answers[0]?.file_id).toBeTypeOf('number');
    const log = await t.database.db.select().from(memos).where(eq(memos.quoteId, id));
    expect(log.some((m) => m.content.includes('Make the logo 20% larger'))).toBe(true);
    expect(log.some((m) => m.messageFormat === 'file')).toBe(true);
    // Out of range pins are refused in words, changing nothing.
    const badPin = await t.call('POST', `/api/proofs/requestchanges/${first.id}`, {
      token: customer.token,
      body: { note: 'x', pins: [{ x: 2, y: 0 }] },
    });
    expect(badPin.statusCode).toBe(400);

    const second = (await addProof(id, 'd2', JPEG)).body.data.proof;
    await send(id);
    const page = (await list(id, customer.token)).body.data;
    expect(page.proofs.map((p) => [p.version, p.state])).toEqual([
      [1, 'superseded'],
      [2, 'sent'],
    ]);
    const old = await t.call('POST', `/api/proofs/approve/${first.id}`, {
      token: customer.token,
      body: { sha256: first.file.sha256, name: 'Ana Buyer', checklist: allTicked },
    });
    expect(old).toMatchObject({ statusCode: 400, body: { data: PROOF_MESSAGES.superseded } });
    const ok = await t.call<ProofWriteAnswer>('POST', `/api/proofs/approve/${second.id}`, {
      token: customer.token,
      body: { sha256: second.file.sha256, name: 'Ana Buyer', checklist: allTicked },
    });
    expect(ok.body.data.proof.state).toBe('approved');
    // Staff do not answer for the customer.
    expect(
      (
        await t.call('POST', `/api/proofs/approve/${second.id}`, {
          token: admin,
          body: { sha256: second.file.sha256, name: 'Sam', checklist: allTicked },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("keeps another customer's proofs from them (404), in the portal and through another quote's link", async () => {
    const id = await newQuote('Proof privacy');
    const proof = (await addProof(id, 'd1')).body.data.proof;
    await send(id);
    expect((await list(id, other)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/proofs/file/${proof.id}`, { token: other })).statusCode).toBe(404);
    const approve = await t.call('POST', `/api/proofs/approve/${proof.id}`, {
      token: other,
      body: { sha256: proof.file.sha256, name: 'Mallory', checklist: allTicked },
    });
    expect(approve.statusCode).toBe(404);
    const changes = await t.call('POST', `/api/proofs/requestchanges/${proof.id}`, {
      token: other,
      body: { note: 'no' },
    });
    expect(changes.statusCode).toBe(404);
    // A link of another quote does not reach this quote's proof.
    const elsewhere = await newQuote('Other link');
    await addProof(elsewhere, 'd1');
    await send(elsewhere);
    const otherToken = await mailedToken(elsewhere);
    const byLink = await t.call('POST', '/api/proofs/approve', {
      body: {
        token: otherToken,
        proof_id: proof.id,
        sha256: proof.file.sha256,
        name: 'Mallory',
        checklist: allTicked,
      },
    });
    expect(byLink.statusCode).toBe(404);
    const refusedFile = await t.app.inject({
      method: 'GET',
      url: `/api/proofs/linkfile/${proof.id}?token=${otherToken}`,
    });
    expect(refusedFile.statusCode).toBe(404);
    expect(refusedFile.headers['cache-control']).toBe('no-store');
    // Through its own link, the picture may stay in the customer's browser a while, so the copy
    // the page's HTML asked for first is the one it draws; the portal's copy is kept nowhere.
    const byOwnLink = await t.app.inject({
      method: 'GET',
      url: `/api/proofs/linkfile/${proof.id}?token=${await mailedToken(id)}`,
    });
    expect(byOwnLink.statusCode).toBe(200);
    expect(byOwnLink.headers['cache-control']).toBe('private, max-age=600');
    expect(byOwnLink.rawPayload.equals(PNG)).toBe(true);
    // The owner gets the file, as an attachment with nosniff; the stored file itself stays staff's.
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/proofs/file/${proof.id}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const [answer] = await t.database.db
      .select()
      .from(proofAnswers)
      .where(eq(proofAnswers.proofId, proof.id));
    expect(answer).toBeUndefined();
  });

  it('lets an order reach WorkflowMax only once every current proof is approved, or overridden with a reason', async () => {
    const id = await approvedOrder('Proof gate');
    const front = (await addProof(id, 'd1', PNG, { colours: ['Black'] })).body.data.proof;
    const back = (await addProof(id, 'd2', JPEG, { stitch_count: 9500 })).body.data.proof;
    await send(id);
    const refused = await sendWfm(id);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data).toContain('Breast Left');
    await t.app.ctx.outbox.drain();
    expect(jobsOf(id)).toHaveLength(0);
    expect((await list(id)).body.data.gate).toMatchObject({ ok: false });

    const token = await mailedToken(id);
    const approved = await t.call('POST', '/api/proofs/approve', {
      body: { token, proof_id: front.id, sha256: front.file.sha256, name: 'Ana Buyer', checklist: allTicked },
    });
    expect(approved.statusCode).toBe(200);
    const stillBlocked = await sendWfm(id);
    expect(stillBlocked.statusCode).toBe(400);
    expect(stillBlocked.body.data).toContain('Back');
    expect(stillBlocked.body.data).not.toContain('Breast Left');

    // Staff override the back, approved by phone; a reason is required.
    expect(
      (
        await t.call('POST', `/api/proofs/override/${id}`, {
          token: admin,
          body: { row_id: 'd2', reason: ' ' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('POST', `/api/proofs/override/${id}`, {
          token: customer.token,
          body: { row_id: 'd2', reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const override = await t.call('POST', `/api/proofs/override/${id}`, {
      token: admin,
      body: { row_id: 'd2', reason: 'approved by phone 14:05, J. Smith' },
    });
    expect(override).toMatchObject({ statusCode: 200, body: { data: PROOF_MESSAGES.overridden } });
    expect((await list(id)).body.data.gate).toEqual({ ok: true, blocked: [] });

    expect((await sendWfm(id)).statusCode).toBe(200);
    await t.app.ctx.outbox.drain();
    const [job, ...more] = jobsOf(id);
    expect(more).toHaveLength(0);
    expect(job?.Description).toContain('Approved proofs:');
    expect(job?.Description).toContain(`v1 ${front.file.name}`);
    expect(job?.Description).toContain('approved by Ana Buyer');
    expect(job?.Description).toContain('approved by phone 14:05, J. Smith');
    expect(job?.Description).toContain('9,500 stitches');
    expect(job?.Description).toContain(`/api/proofs/file/${back.id}`);
    const history = await t.database.db.select().from(quoteHistory).where(eq(quoteHistory.quoteId, id));
    expect(history.some((h) => h.action === 'overrode a proof approval')).toBe(true);
  });

  it('lets decorations without a proof through unless the business requires proofs, then needs an override', async () => {
    const free = await approvedOrder('No proofs');
    expect((await sendWfm(free)).statusCode).toBe(200);

    const setRequired = async (required: boolean) => {
      const current = (
        await t.call<BusinessSettingsAnswer>('GET', '/api/business-settings', { token: admin })
      ).body.data;
      const saved = await t.call('POST', '/api/business-settings', {
        token: admin,
        body: {
          version: current.version,
          settings: { ...current.settings, proofs: { ...current.settings.proofs, required } },
        },
      });
      expect(saved.statusCode).toBe(200);
    };
    await setRequired(true);
    try {
      const id = await approvedOrder('Proofs required');
      const refused = await sendWfm(id);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.data).toContain('Breast Left');
      for (const rowId of ['d1', 'd2'])
        await t.call('POST', `/api/proofs/override/${id}`, {
          token: admin,
          body: { row_id: rowId, reason: 'Customer supplied print-ready art' },
        });
      expect((await sendWfm(id)).statusCode).toBe(200);
      // An override holds for the version it was made against: a new proof needs approval again.
      const later = await approvedOrder('Proof after override');
      for (const rowId of ['d1', 'd2'])
        await t.call('POST', `/api/proofs/override/${later}`, {
          token: admin,
          body: { row_id: rowId, reason: 'by phone' },
        });
      await addProof(later, 'd1');
      expect((await sendWfm(later)).statusCode).toBe(400);
    } finally {
      await setRequired(false);
    }
  });
});
