import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Db } from '../db/client.ts';
import { companies, contacts, quotes } from '../db/schema/index.ts';

export { GOLDEN_PRICE, goldenContent } from './golden-content.ts';

import { goldenContent } from './golden-content.ts';
import type { ReceivedMail } from './smtp-sink.ts';
import type { TestApp } from './test-app.ts';

/**
 * `count` quotes of one new customer written straight into the table, a quarter of them archived:
 * for tests of the database's own upkeep, where what a quote holds does not matter.
 */
export async function insertBareQuotes(db: Db, count: number): Promise<void> {
  await db.execute(
    sql`insert into users (email, password_hash, role) values ('bare-quotes@example.com', 'x', 'customer')`,
  );
  await db.execute(
    sql`insert into quotes (user_id, label, archive)
        select (select id from users where email = 'bare-quotes@example.com'), 'Tee ' || n, n % 4 / 3
        from generate_series(1, ${count}) as n`,
  );
}

/** The contact ids of an account's company, first the primary one. */
export async function contactIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(eq(companies.userId, userId))
    .orderBy(asc(contacts.id));
  return rows.map((r) => r.id);
}

/**
 * The version a quote stands at now: what a write made right after reading it carries (every
 * write to a quote must say the version it was read at, decisions/060).
 */
export async function versionOf(db: Db, quoteId: number): Promise<number> {
  const [row] = await db.select({ version: quotes.version }).from(quotes).where(eq(quotes.id, quoteId));
  if (!row) throw new Error(`no quote ${quoteId}`);
  return row.version;
}

/** The mails a loopback SMTP sink received (smtp-sink.ts). */
type MailSink = { mails: ReceivedMail[] };

/** The mail the sink received with this subject, once the outbox has sent it, parsed as a mail program reads it. */
export async function mailWithSubject(t: TestApp, smtp: MailSink, subject: string): Promise<ParsedMail> {
  await t.app.ctx.outbox.drain();
  for (let i = 0; i < 50; i += 1) {
    for (const mail of smtp.mails) {
      const parsed = await simpleParser(mail.raw);
      if (parsed.subject === subject) return parsed;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with subject ${subject}`);
}

/** The token of the accept or reject link a mail's text carries ('' when it carries none). */
export const linkTokenIn = (text: string, page: 'accept' | 'reject' = 'accept'): string =>
  new URL(text.match(new RegExp(`https?://\\S+/${page}\\?token=\\S+`))?.[0] ?? 'http://x').searchParams.get(
    'token',
  ) ?? '';

/**
 * Staff email the quote (Email Quote) to `to` and answer the token of the accept link the mail
 * carried. Each send has a subject of its own, so a quote mailed twice gives each mail's token.
 */
export async function emailedLinkToken(
  t: TestApp,
  smtp: MailSink,
  staffToken: string,
  quoteId: number,
  to: string,
): Promise<string> {
  const subject = `Q${quoteId} sent ${randomUUID()}`;
  const sent = await t.call('POST', `/api/quotes/sendemail/${quoteId}`, {
    token: staffToken,
    body: { to: [to], subject, text: 'Here it is.', version: await versionOf(t.database.db, quoteId) },
  });
  if (sent.statusCode !== 200) throw new Error(`sendemail: ${JSON.stringify(sent.body)}`);
  return linkTokenIn((await mailWithSubject(t, smtp, subject)).text ?? '');
}

/**
 * Staff make the golden quote (lines p1, a tee, and d1, its print) for a customer and complete
 * it: it awaits the customer's answer, valid long enough for a link unless `validTo` says else.
 */
export async function completedQuoteFor(
  t: TestApp,
  staffToken: string,
  customerId: number,
  label: string,
  validTo = '2099-12-31',
): Promise<number> {
  const [contact] = await contactIdsOf(t.database.db, customerId);
  const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customerId}`, {
    token: staffToken,
    body: { content: goldenContent(), label, contact_user: String(contact), valid_to: validTo },
  });
  const id = made.body.data.id;
  const done = await t.call('POST', `/api/quotes/edit/${id}`, {
    token: staffToken,
    body: { action: 'complete_quote', version: await versionOf(t.database.db, id) },
  });
  if (done.statusCode !== 200) throw new Error(`complete_quote: ${JSON.stringify(done.body)}`);
  return id;
}
