import { formatDisplayDate } from '@portal/domain/dates';
import { RENEWAL_MESSAGES, type RenewAnswer, type RenewalBody } from '@portal/domain/renewal';
import type { AppContext } from '../../../app-context.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { newQuoteValidTo } from '../../business/index.ts';
import { staffQuoteWrite } from './staff-quote-write.ts';

/**
 * POST /quotes/renew/{id} (staff): the same prices, valid again from today for the settings'
 * validity. Only the date changes, so a sent quote's next revision differs from it by the date.
 */
export async function renewQuote(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  body: { version?: number | undefined } & Omit<RenewalBody, 'version'>,
): Promise<RenewAnswer> {
  const { written } = await staffQuoteWrite(ctx, user, id, 'renew', body, async (tx) => {
    const validTo = await newQuoteValidTo(tx);
    return {
      columns: { validTo },
      history: (revision) => `valid to ${formatDisplayDate(validTo)}, R${revision}`,
    };
  });
  return {
    message: RENEWAL_MESSAGES.renewed(formatDisplayDate(written.validTo)),
    version: written.version,
    revision: written.revision,
    valid_to: written.validTo,
  };
}
