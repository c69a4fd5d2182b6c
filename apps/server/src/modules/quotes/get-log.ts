import { formatDisplayDateTime } from '@portal/domain/dates';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quoteHistory } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { quoteHeadForUser } from './quote-access.ts';

/** GET /quotes/getlog/{id}: the history text of the History column, one line per event. */
export async function getLog(ctx: AppContext, user: AuthUser, id: number): Promise<string> {
  const quote = await quoteHeadForUser(ctx.db, user, id);
  const events = await ctx.db
    .select()
    .from(quoteHistory)
    .where(eq(quoteHistory.quoteId, quote.id))
    .orderBy(asc(quoteHistory.createdAt), asc(quoteHistory.id));
  return events
    .map((e) => {
      const when = formatDisplayDateTime(e.createdAt);
      return `${when} ${e.userName}: ${e.action}${e.detail ? ` (${e.detail})` : ''}`;
    })
    .join('\n');
}
