import { QUOTE_LINK_MESSAGES, type SendEmailAnswer, type sendEmailBody } from '@portal/domain/quote-links';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { quoteLinks, quotes } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../../mail/mail-channel.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { readBusinessSettings } from '../business/index.ts';
import {
  checkWrite,
  quoteHeadForUser,
  quotePdf,
  recordHistory,
  recordSentRevision,
} from '../quotes/index.ts';
import { linkEndFor } from './awaits-answer.ts';
import { quoteEmail } from './quote-email.ts';

type Body = z.output<typeof sendEmailBody>;

/**
 * POST /quotes/sendemail/{id} (admin): the quote as saved goes to the chosen
 * addresses with its PDF attached and, when it awaits the customer's answer, accept and reject
 * links bound to this revision and its hash. In one transaction with the quote locked: the version
 * check (a double click sends once), the sent revision pinned, the link, the mail in the outbox,
 * Sent set and the history line.
 */
export async function sendQuoteEmail(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  body: Body,
): Promise<SendEmailAnswer> {
  // A stale request is refused before the PDF is drawn: drawing is the expensive part, and the
  // check under the lock below would refuse it anyway.
  await ctx.db.transaction(async (tx) =>
    checkWrite(tx, await quoteHeadForUser(tx, user, id), user, 'sendemail', body),
  );
  // Drawn outside the transaction: the worker takes a moment and the lock need not wait.
  const { pdf, fileName } = await quotePdf(ctx, user, id);
  const version = await ctx.db.transaction(async (tx) => {
    const row = await quoteHeadForUser(tx, user, id, { forUpdate: true });
    const check = await checkWrite(tx, row, user, 'sendemail', body);
    if (check.repeat) return row.version;
    const now = new Date();
    const sent = await recordSentRevision(tx, row, user, 'email');
    const end = linkEndFor(row, (await readBusinessSettings(tx)).time_zone, now);
    let links: { accept: string; reject: string } | null = null;
    if (end) {
      const token = newToken();
      await tx.insert(quoteLinks).values({
        quoteId: row.id,
        revision: sent.revision,
        hash: sent.hash,
        tokenHash: hashToken(token),
        sentTo: body.to.join(', '),
        createdBy: user.id,
        expiresAt: end,
      });
      const query = `?token=${encodeURIComponent(token)}`;
      links = {
        accept: `${ctx.config.publicUrl}/accept${query}`,
        reject: `${ctx.config.publicUrl}/reject${query}`,
      };
    }
    const mail = quoteEmail({
      pdfName: fileName,
      to: body.to,
      subject: body.subject,
      text: body.text,
      pdf,
      links,
    });
    await enqueueMail(tx, mail, { kind: 'quote-email', quoteId: row.id, version: row.version });
    await tx
      .update(quotes)
      .set({ sent: 1, version: row.version + 1, lastWrite: check.key, updatedBy: user.id, updatedAt: now })
      .where(eq(quotes.id, row.id));
    await recordHistory(
      tx,
      row.id,
      user,
      'emailed the quote',
      `R${sent.revision} to ${body.to.join(', ')}${links ? ', with accept and reject links' : ''}`,
    );
    return row.version + 1;
  });
  ctx.outbox.kick();
  return { message: QUOTE_LINK_MESSAGES.emailSent, version };
}
