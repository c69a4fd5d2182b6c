import { BUSINESS } from '@portal/domain/business';
import { quoteEmailPath } from '@portal/domain/quote-links';
import type { SmsDraftAnswer } from '@portal/domain/sms';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { quoteHeadForUser } from '../quotes/quote-access.ts';
import { quoteContactOf } from '../quotes/quote-pdf/quote-parties.ts';

/**
 * GET /quotes/smsdraft/{id} (admin): the Send Sms dialog's start (quote spec 2): the contact's
 * mobile, else a phone on record, and a message with the quote's portal link (accounts 4.4).
 */
export async function smsDraft(ctx: AppContext, user: AuthUser, id: number): Promise<SmsDraftAnswer> {
  const row = await quoteHeadForUser(ctx.db, user, id);
  const { company, contact } = await quoteContactOf(ctx.db, row);
  const link = `${ctx.config.publicUrl}${quoteEmailPath({ id: row.id, order_status: row.orderStatus })}`;
  const hello = contact?.firstname ? `Hi ${contact.firstname}, y` : 'Y';
  return {
    telnum: contact?.mobile || company?.mobile || contact?.phone || '',
    note: `${hello}our quote Q${row.id}${row.label ? ` ${row.label}` : ''} from ${BUSINESS.shortName} is ready: ${link}`,
  };
}
