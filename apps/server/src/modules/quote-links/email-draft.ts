import { BUSINESS } from '@portal/domain/business';
import {
  type EmailDraftAnswer,
  quoteEmailPath,
  quoteEmailSubject,
  quoteEmailText,
} from '@portal/domain/quote-links';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { quoteHeadForUser } from '../quotes/quote-access.ts';
import { quoteContactOf } from '../quotes/quote-pdf/quote-parties.ts';
import { linkEndFor } from './awaits-answer.ts';

/**
 * GET /quotes/emaildraft/{id} (admin): the Email Quote dialog's starting point. To the quote's
 * contact, the spec's subject, and the text that the quote was reviewed and returned for
 * approval with the portal link of accounts spec 4.4; the admin may change all of it.
 */
export async function emailDraft(ctx: AppContext, user: AuthUser, id: number): Promise<EmailDraftAnswer> {
  const row = await quoteHeadForUser(ctx.db, user, id);
  const { company, contact } = await quoteContactOf(ctx.db, row);
  const to = contact?.email || company?.email || '';
  const head = { id: row.id, label: row.label, revision: row.revision, order_status: row.orderStatus };
  const link = `${ctx.config.publicUrl}${quoteEmailPath(head)}`;
  const from = [`${user.firstname} ${user.lastname}`.trim(), BUSINESS.tradingName].filter(Boolean).join('\n');
  // The text and the dialog's note say what the mail will carry: links only when it awaits an answer.
  const withLinks = linkEndFor(row, new Date()) !== null;
  return {
    to: to ? [to] : [],
    subject: quoteEmailSubject(head),
    text: quoteEmailText(head, contact?.firstname ?? '', link, from, withLinks),
    with_links: withLinks,
    link,
  };
}
