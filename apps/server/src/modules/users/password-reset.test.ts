import { MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { testDatabases } from '../../test/databases.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/** Mail bodies are quoted-printable: undo soft line breaks and =XX escapes before reading links. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const resetTokenIn = (text: string) => /\/reset\?token=([\w%-]+)/.exec(decodeQuotedPrintable(text))?.[1];

describe.each(testDatabases())('forgot and reset password over SMTP on $name', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(kind, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const res = await t.call('POST', '/api/users/forgetpassword', { body: { email: 'nobody@example.com' } });
    expect(res.body).toEqual({ status: 'success', data: MESSAGES.resetLinkSent });
    await t.app.ctx.outbox.drain();
    expect(smtp.mails).toHaveLength(0);
  });

  it('mails a single-use link that sets a new password and signs out old sessions', async () => {
    const old = await t.signIn('customer@example.com');
    const res = await t.call('POST', '/api/users/forgetpassword', {
      body: { email: 'customer@example.com' },
    });
    expect(res.body).toEqual({ status: 'success', data: MESSAGES.resetLinkSent });
    await t.app.ctx.outbox.drain();

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual(['customer@example.com']);
    expect(mail?.raw).toContain('Subject: Reset your portal password');
    const token = decodeURIComponent(resetTokenIn(mail?.raw ?? '') ?? '');
    expect(token).not.toBe('');
    expect(decodeQuotedPrintable(mail?.raw ?? '')).toContain('http://portal.test/reset?token=');

    const reset = await t.call('POST', '/api/users/resetpassword', {
      body: { token, password: 'brand-new-pass' },
    });
    expect(reset.body).toEqual({ status: 'success', data: MESSAGES.passwordChanged });
    expect((await t.call('GET', '/api/users/me', { token: old.token })).statusCode).toBe(401);
    await t.signIn('customer@example.com', 'brand-new-pass');

    const again = await t.call('POST', '/api/users/resetpassword', {
      body: { token, password: 'another-pass' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.body.data).toBe(MESSAGES.resetLinkInvalid);

    const [sent] = await t.database.db.select().from(outbox);
    expect(sent?.status).toBe('sent');
  });

  it('refuses an expired link and leaves the password alone', async () => {
    await t.call('POST', '/api/users/forgetpassword', { body: { email: 'customer2@example.com' } });
    await t.app.ctx.outbox.drain();
    const token = decodeURIComponent(resetTokenIn(smtp.mails.at(-1)?.raw ?? '') ?? '');
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.call('POST', '/api/users/resetpassword', {
      body: { token, password: 'too-late-pass' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toBe(MESSAGES.resetLinkInvalid);
    await t.signIn('customer2@example.com', 'demo1234');
    const [link] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(link?.usedAt).toBeNull();
  });
});

describe('forgot password without SMTP', () => {
  it('records the mail for the admin Outbox page', async () => {
    const [pglite] = testDatabases();
    const t = await startTestApp(pglite as never);
    try {
      await t.call('POST', '/api/users/forgetpassword', { body: { email: 'customer@example.com' } });
      await t.app.ctx.outbox.drain();
      const admin = await t.signIn('admin@example.com');
      const list = await t.call<{ to: string; status: string; text: string }[]>('GET', '/api/outbox', {
        token: admin.token,
      });
      expect(list.body.data[0]).toMatchObject({ to: 'customer@example.com', status: 'recorded' });
      expect(list.body.data[0]?.text).toContain('http://portal.test/reset?token=');
      const customer = await t.signIn('customer@example.com');
      expect((await t.call('GET', '/api/outbox', { token: customer.token })).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
