import { fillMessageText } from '@portal/domain/business-settings';
import { type EmailDraftAnswer, quoteEmailPath, quoteEmailSubject } from '@portal/domain/quote-links';
import { changeSentence } from '@portal/domain/revisions';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { readBusinessSettings } from '../business/index.ts';
import { quoteContactOf, quoteHeadForUser } from '../quotes/index.ts';
import { linkEndFor } from './awaits-answer.ts';
import { changesSinceSent } from './changes-since-sent.ts';

/**
 * GET /quotes/emaildraft/{id} (admin): the Email Quote dialog's starting point. To the quote's
 * contact, the spec's subject, and the business's Email Quote text (reviewed and returned for
 * approval, with the portal link of accounts spec 4.4); the admin may change all of it. When the
 * quote changed since it was last sent, what this send will show the customer comes with it.
 */
export async function emailDraft(ctx: AppContext, user: AuthUser, id: number): Promise<EmailDraftAnswer> {
  const row = await quoteHeadForUser(ctx.db, user, id);
  const { company, contact } = await quoteContactOf(ctx.db, row);
  const to = contact?.email || company?.email || '';
  const head = { id: row.id, label: row.label, revision: row.revision, order_status: row.orderStatus };
  const link = `${ctx.config.publicUrl}${quoteEmailPath(head)}`;
  const [business, since] = await Promise.all([
    readBusinessSettings(ctx.db),
    changesSinceSent(ctx.db, row.id),
  ]);
  // The text staff set at /admin/setting, filled for this quote and contact.
  // Links (and the approval the text speaks of) only when the quote awaits the customer's answer.
  const withLinks = linkEndFor(row, business.time_zone, new Date()) !== null;
  const filled = fillMessageText(
    withLinks ? business.texts.quote_email : business.texts.quote_email_as_it_stands,
    {
      first_name: contact?.firstname ?? '',
      quote_number: `Q${row.id}`,
      quote_label: row.label,
      link,
      sender_name: `${user.firstname} ${user.lastname}`.trim(),
      trading_name: business.trading_name,
    },
  );
  // A new revision's mail says what changed in one sentence above the link; staff may remove it.
  const text = since?.changes ? `${changeSentence(since.changes)}\n\n${filled}` : filled;
  return {
    to: to ? [to] : [],
    subject: quoteEmailSubject(head),
    text,
    with_links: withLinks,
    link,
    changes: since?.changes ?? null,
    previous_revision: since?.revision ?? null,
  };
}
