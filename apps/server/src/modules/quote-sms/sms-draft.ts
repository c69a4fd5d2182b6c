import { fillMessageText } from '@portal/domain/business-settings';
import { quoteEmailPath } from '@portal/domain/quote-links';
import type { SmsDraftAnswer } from '@portal/domain/sms';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { readBusinessSettings } from '../business/index.ts';
import { quoteContactOf, quoteHeadForUser } from '../quotes/index.ts';

/**
 * GET /quotes/smsdraft/{id} (admin): the Send Sms dialog's start (quote spec 2): the contact's
 * mobile, else a phone on record, and the business's SMS text with the quote's portal link
 * (accounts 4.4).
 */
export async function smsDraft(ctx: AppContext, user: AuthUser, id: number): Promise<SmsDraftAnswer> {
  const row = await quoteHeadForUser(ctx.db, user, id);
  const { company, contact } = await quoteContactOf(ctx.db, row);
  const link = `${ctx.config.publicUrl}${quoteEmailPath({ id: row.id, order_status: row.orderStatus })}`;
  const business = await readBusinessSettings(ctx.db);
  return {
    telnum: contact?.mobile || company?.mobile || contact?.phone || '',
    note: fillMessageText(business.texts.quote_sms, {
      first_name: contact?.firstname ?? '',
      quote_number: `Q${row.id}`,
      quote_label: row.label,
      link,
      trading_name: business.trading_name,
    }),
  };
}
