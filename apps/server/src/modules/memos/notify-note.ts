import { businessNameOf, fillMessageText } from '@portal/domain/business-settings';
import { formatDisplayDateTime } from '@portal/domain/dates';
import { quoteEmailPath } from '@portal/domain/quote-links';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import {
  appendToMemoDigest,
  enqueueMail,
  type MailMessage,
  type MemoDigest,
} from '../../mail/mail-channel.ts';
import { readBusinessSettings } from '../business/index.ts';
import { findUserById, staffAddresses } from '../users/index.ts';
import type { MemoThread } from './memo-thread.ts';
import { type MemoRow, memoTextOf } from './memos.repo.ts';
import { replyAddressOf } from './reply-address.ts';

type Side = MemoDigest['side'];

/** Who a new note tells: the customer when staff write, staff when the customer writes. */
const otherSideOf = (memo: MemoRow): Side => (memo.authorRole === 'admin' ? 'customer' : 'staff');

async function recipientsOf(tx: Tx, thread: MemoThread, side: Side): Promise<string> {
  if (side === 'staff') return (await staffAddresses(tx)).join(', ');
  return (await findUserById(tx, thread.clientId))?.email ?? '';
}

/** Where the mail's link leads: the quote on the reader's side of the portal, or the portal. */
async function linkOf(ctx: AppContext, tx: Tx, thread: MemoThread, side: Side, portalName: string) {
  if (thread.quoteId === null) return { title: portalName, url: `${ctx.config.publicUrl}/` };
  const [quote] = await tx
    .select({ id: quotes.id, label: quotes.label, orderStatus: quotes.orderStatus })
    .from(quotes)
    .where(eq(quotes.id, thread.quoteId));
  if (!quote) return { title: portalName, url: `${ctx.config.publicUrl}/` };
  const path = quoteEmailPath({ id: quote.id, order_status: quote.orderStatus ?? '' });
  return {
    title: `Q${quote.id}${quote.label ? ` ${quote.label}` : ''}`,
    url: `${ctx.config.publicUrl}${side === 'staff' ? '/admin' : ''}${path}`,
  };
}

const blockOf = (memo: MemoRow) =>
  `${memo.authorName}, ${formatDisplayDateTime(memo.createdAt)}:\n${
    memo.messageFormat === 'file' ? `sent a file: ${memoTextOf(memo)}` : memoTextOf(memo)
  }`;

/**
 * Tells the other side of a new note by mail through the outbox, in the
 * note's transaction. The mail waits `memoMailDelayMs` for more: while it has not been tried,
 * each further note of the thread to that side is added to it, so a burst makes one mail. Once
 * the worker has taken it (attempts above 0), the next note starts a new mail.
 */
export async function notifyNote(ctx: AppContext, tx: Tx, thread: MemoThread, memo: MemoRow): Promise<void> {
  const side = otherSideOf(memo);
  const digest = { clientId: thread.clientId, quoteId: thread.quoteId, side };
  const block = blockOf(memo);
  const added = await appendToMemoDigest(tx, digest, (mail) => ({
    ...mail,
    text: `${mail.text}\n\n${block}`,
  }));
  if (added) return;

  const to = await recipientsOf(tx, thread, side);
  if (!to) return;
  const business = await readBusinessSettings(tx);
  const link = await linkOf(ctx, tx, thread, side, businessNameOf(business));
  const inbound = ctx.config.inbound;
  const message: MailMessage = {
    to,
    subject: `New message on ${link.title}`,
    text: [
      // The words staff set at /admin/setting; the reply hint and the notes follow.
      fillMessageText(business.texts.memo_notification, {
        thread_title: link.title,
        link: link.url,
        trading_name: business.trading_name,
      }),
      ...(inbound ? ['Reply to this e-mail to answer in the log.'] : []),
      '',
      '---',
      '',
      block,
    ].join('\n'),
    ...(inbound ? { replyTo: replyAddressOf(thread, inbound.secret, inbound.domain) } : {}),
  };
  await enqueueMail(
    tx,
    message,
    { kind: 'memo-digest', ...digest, firstMemoId: memo.id },
    {
      availableAt: new Date(Date.now() + ctx.config.memoMailDelayMs),
    },
  );
}
