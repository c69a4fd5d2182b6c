import { quoteEmailPath } from '@portal/domain/quote-links';
import { SMS_MESSAGES, type sendSmsBody } from '@portal/domain/sms';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { enqueueSms } from '../../sms/sms-channel.ts';
import { quoteHeadForUser, recordHistory, recordSentRevision } from '../quotes/index.ts';

type Body = z.output<typeof sendSmsBody>;

/**
 * POST /quotes/sendsms/{id} (admin; quote spec 2 "Send Sms"): the text goes into the outbox,
 * which delivers it to the SMS provider, in one transaction with the history line. The number is
 * already E.164 (the body's schema refuses one that is not). The same text to the same number
 * within a minute is one message, so a double click sends once. A text that carries the quote's
 * portal link sends the quote: its revision is pinned as Email Quote pins it.
 */
export async function sendQuoteSms(ctx: AppContext, user: AuthUser, id: number, body: Body): Promise<string> {
  const quote = await quoteHeadForUser(ctx.db, user, id);
  const link = `${ctx.config.publicUrl}${quoteEmailPath({ id: quote.id, order_status: quote.orderStatus })}`;
  await ctx.db.transaction(async (tx) => {
    if (body.note.includes(link))
      await recordSentRevision(tx, await quoteHeadForUser(tx, user, id, { forUpdate: true }), user, 'sms');
    await enqueueSms(
      tx,
      { to: body.telnum, body: body.note },
      { kind: 'quote-sms', quoteId: quote.id, to: body.telnum, body: body.note, at: new Date() },
    );
    await recordHistory(tx, quote.id, user, 'sent a text', `to ${body.telnum}`);
  });
  ctx.outbox.kick();
  // Queued is all that is known now; with no provider set up, the text is only recorded.
  return ctx.config.sms ? SMS_MESSAGES.queued : SMS_MESSAGES.recorded;
}
