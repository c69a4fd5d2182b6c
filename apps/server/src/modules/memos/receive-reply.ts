import { isAdmin } from '@portal/domain';
import {
  automaticMailReason,
  type InboundOutcome,
  type MailHeaders,
  replyTextOf,
} from '@portal/domain/memos';
import { eq, sql } from 'drizzle-orm';
import type { AddressObject } from 'mailparser';
import type { AppContext } from '../../app-context.ts';
import { inboundMails, quotes, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { addMemoFile } from './add-memo-file.ts';
import { addNote } from './add-note.ts';
import type { MemoThread } from './memo-thread.ts';
import { threadOfAddress } from './reply-address.ts';
import { checkSender, type SmtpConnection } from './sender-authentication.ts';
import { htmlOfText } from './text-note.ts';

export type InboundVia = 'smtp' | 'http';
export type ReplyOutcome = { outcome: InboundOutcome; reason: string; memoId: number | null };

/** The raw header lines by lower-case name, values unfolded, as the automatic-mail rule reads them. */
const headersOf = (lines: readonly { key: string; line: string }[]): MailHeaders => {
  const headers: Record<string, string[]> = {};
  for (const { key, line } of lines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    headers[key.toLowerCase()] = [...(headers[key.toLowerCase()] ?? []), value];
  }
  return headers;
};

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? '').filter(Boolean),
  );

/** The thread one of the recipients names, checked against what exists now. */
/** The thread a signed reply address names; 'gone' when its quote or client no longer exists. */
async function threadOf(ctx: AppContext, recipients: string[]): Promise<MemoThread | 'gone' | null> {
  const inbound = ctx.config.inbound;
  if (!inbound) return null;
  for (const address of recipients) {
    const named = threadOfAddress(address, inbound.secret, inbound.domain);
    if (!named) continue;
    if ('quoteId' in named) {
      const [quote] = await ctx.db
        .select({ userId: quotes.userId })
        .from(quotes)
        .where(eq(quotes.id, named.quoteId));
      return quote ? { clientId: quote.userId, quoteId: named.quoteId } : 'gone';
    }
    const [client] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, named.clientId));
    return client ? { clientId: client.id, quoteId: null } : 'gone';
  }
  return null;
}

/**
 * A reply by e-mail, from the SMTP listener or the raw-MIME endpoint: parsed,
 * put in the thread its signed reply address names as its sender, its quoted history cut, its
 * text escaped and sanitised like any note, its attachments checked and stored like any upload.
 * A forged or unknown address, a sender with no account or one who may not write to that thread,
 * adds nothing. An automatic answer (out of office, list mail, a bounce) is never added nor
 * mailed on, so auto-responders cannot loop through the portal; a From its domain's DMARC
 * disowns is refused. Every mail is recorded with what became of it.
 */
export async function receiveReply(
  ctx: AppContext,
  raw: Buffer,
  via: InboundVia,
  envelopeTo: string[] = [],
  connection?: SmtpConnection,
): Promise<ReplyOutcome> {
  // Loaded with the first reply, not at start (decisions/163).
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(raw, { skipHtmlToText: false, maxHtmlLengthToParse: 2_000_000 });
  const from = addressesOf(mail.from)[0] ?? '';
  const headerTo = [
    ...addressesOf(mail.to),
    ...addressesOf(mail.cc),
    ...['delivered-to', 'x-original-to']
      .map((name) => mail.headers.get(name))
      .filter((value): value is string => typeof value === 'string'),
  ];
  const recipients = [...new Set([...envelopeTo, ...headerTo])];
  const record = async (outcome: ReplyOutcome): Promise<ReplyOutcome> => {
    await ctx.db.insert(inboundMails).values({
      via,
      mailFrom: from.slice(0, 320),
      rcptTo: recipients.join(', ').slice(0, 2000),
      subject: (mail.subject ?? '').slice(0, 500),
      messageId: (mail.messageId ?? '').slice(0, 500),
      outcome: outcome.outcome,
      reason: outcome.reason.slice(0, 500),
      memoId: outcome.memoId,
    });
    return outcome;
  };
  const refuse = (reason: string) => record({ outcome: 'refused', reason, memoId: null });

  const automatic = automaticMailReason(headersOf(mail.headerLines), mail.subject ?? '', from);
  if (automatic) return record({ outcome: 'automatic', reason: automatic, memoId: null });

  const thread = await threadOf(ctx, recipients);
  if (!thread) return refuse('No valid reply address among the recipients');
  // A deleted quote or client: refused and recorded, never a failed write the sender's server retries.
  if (thread === 'gone') return refuse('The log this reply answers no longer exists');
  // Checked once a real thread is named, so junk to made-up addresses costs no DNS lookups.
  if (ctx.config.inbound) {
    const check = await checkSender(raw, connection, ctx.config.inbound);
    if (check.fails)
      return refuse(`The sender's domain does not vouch for ${from || 'this From'}: ${check.summary}`);
  }
  const [sender] = from
    ? await ctx.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, from.toLowerCase()))
        .limit(1)
    : [];
  if (!sender) return refuse(`The sender ${from || '(none)'} has no account`);
  if (!isAdmin(sender) && sender.id !== thread.clientId) return refuse(`${from} may not write to this log`);

  const text = replyTextOf(mail.text ?? '');
  const problems: string[] = [];
  let memoId: number | null = null;
  if (text) memoId = (await addNote(ctx, sender, thread, htmlOfText(text), 'email')).memo.id;
  for (const attachment of mail.attachments) {
    // Images an HTML part shows inline (signature logos, quoted pictures) are not files sent.
    if (attachment.related) continue;
    try {
      const upload = { bytes: new Uint8Array(attachment.content), name: attachment.filename ?? 'attachment' };
      const added = await addMemoFile(ctx, sender, thread, upload, 'email');
      memoId ??= added.memo.id;
    } catch (error) {
      // A refused file (its type, its size) is named in the record; the rest of the reply stands.
      if (!(error instanceof HttpError)) throw error;
      problems.push(`${attachment.filename ?? 'attachment'}: ${error.message}`);
    }
  }
  if (memoId === null) return refuse(problems.join('; ') || 'The reply had no new words and no file');
  return record({ outcome: 'added', reason: problems.join('; '), memoId });
}
