import { MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { testDatabases } from '../../test/databases.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { FORGOT_PASSWORD_ANSWER_MS } from './forgot-password.ts';

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
    // Many links are asked for here; the per-address limit has its own tests (address-limits).
    t = await startTestApp(kind, { smtpUrl: smtp.url, authRateLimitPerMinute: 1000 });
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
    const stateOf = async (link: string) =>
      (await t.call<{ state: string }>('POST', '/api/users/resetlinkstate', { body: { token: link } })).body
        .data.state;
    // Opening the page asks what the link can do, and asking does not spend it.
    expect(await stateOf(token)).toBe('usable');
    expect(await stateOf(token)).toBe('usable');
    expect(await stateOf('not-a-link-the-portal-sent')).toBe('invalid');
    // The Outbox page's stand-in stays in the portal; the customer gets the link.
    expect(decodeQuotedPrintable(mail?.raw ?? '')).not.toContain('not shown here');

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
    // The page opened again says the link was used, rather than offer the form.
    expect(await stateOf(token)).toBe('used');

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

  /** Asks for a link by the API and reads it from the mail the SMTP server received. */
  const requestLink = async (email: string): Promise<string> => {
    const before = smtp.mails.length;
    await t.call('POST', '/api/users/forgetpassword', { body: { email } });
    await t.app.ctx.outbox.drain();
    expect(smtp.mails).toHaveLength(before + 1);
    return decodeURIComponent(resetTokenIn(smtp.mails.at(-1)?.raw ?? '') ?? '');
  };
  const useLink = (token: string, password: string) =>
    t.call('POST', '/api/users/resetpassword', { body: { token, password } });
  const expectDead = async (token: string) => {
    const res = await useLink(token, 'should-not-take');
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 'error', data: MESSAGES.resetLinkInvalid });
  };

  it('ends the older link when a newer one is issued', async () => {
    const older = await requestLink('admin2@example.com');
    const newer = await requestLink('admin2@example.com');
    await expectDead(older);
    expect((await useLink(newer, 'from-newer-link')).body.data).toBe(MESSAGES.passwordChanged);
    await t.signIn('admin2@example.com', 'from-newer-link');
    // The refused older link changed nothing.
    await expectDead(older);
    await t.signIn('admin2@example.com', 'from-newer-link');
  });

  it('ends every other open link when one is used', async () => {
    const first = await requestLink('admin@example.com');
    // A second open link, as two requests crossing in the mail would leave.
    const second = 'second-open-link-token';
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(first)));
    await t.database.db.insert(passwordResets).values({
      userId: row?.userId ?? 0,
      tokenHash: hashToken(second),
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await useLink(second, 'from-second-link')).body.data).toBe(MESSAGES.passwordChanged);
    await expectDead(first);
    await t.signIn('admin@example.com', 'from-second-link');
  });

  it('ends open links when the password is changed on the account page or by an admin', async () => {
    const own = await t.signIn('customer2@example.com');
    const mailedBeforeOwnChange = await requestLink('customer2@example.com');
    const mine = await t.call('POST', `/api/users/setpassword/${own.user.id}`, {
      token: own.token,
      body: { email: 'customer2@example.com', password: 'changed-by-me' },
    });
    expect(mine.body.data).toBe(MESSAGES.accountChanged);
    await expectDead(mailedBeforeOwnChange);

    const admin = await t.signIn('admin@example.com', 'from-second-link');
    const mailedBeforeAdminChange = await requestLink('customer2@example.com');
    const theirs = await t.call('POST', `/api/users/setpassword/${own.user.id}`, {
      token: admin.token,
      body: { email: 'customer2@example.com', password: 'changed-by-admin' },
    });
    expect(theirs.body.data).toBe(MESSAGES.accountChanged);
    await expectDead(mailedBeforeAdminChange);
    await t.signIn('customer2@example.com', 'changed-by-admin');
  });

  it('takes the same time to answer for a known and an unknown address', async () => {
    const rounds = 8;
    const known: number[] = [];
    const unknown: number[] = [];
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await t.call('POST', '/api/users/forgetpassword', { body: { email } });
      expect(res.body).toEqual({ status: 'success', data: MESSAGES.resetLinkSent });
      return performance.now() - started;
    };
    // Interleaved, so a burst of load on the machine falls on both kinds alike.
    for (let i = 0; i < rounds; i += 1) {
      known.push(await timed('customer@example.com'));
      unknown.push(await timed(`nobody-${i}@example.com`));
    }
    await t.app.ctx.outbox.drain();
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const figures = {
      engine: kind.name,
      knownMedianMs: Math.round(median(known)),
      unknownMedianMs: Math.round(median(unknown)),
      knownMs: known.map(Math.round),
      unknownMs: unknown.map(Math.round),
    };
    console.info('forgot-password timing', JSON.stringify(figures));
    // Both wait for the same floor; the work of issuing a link fits inside it.
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 1);
    expect(Math.abs(figures.knownMedianMs - figures.unknownMedianMs)).toBeLessThanOrEqual(30);
  });
});
