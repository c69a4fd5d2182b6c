import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getQuote } from './get-quote.ts';

/**
 * GET /quotes/getquotebyid/{userId}: the account's most recently changed quote as this viewer
 * may see it, or null when the account has none. The route has already checked that the viewer
 * is that account or staff.
 */
export async function latestQuoteOf(ctx: AppContext, user: AuthUser, userId: number) {
  const [latest] = await ctx.db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.userId, userId))
    .orderBy(desc(quotes.updatedAt))
    .limit(1);
  return latest ? (await getQuote(ctx, user, latest.id)).quote : null;
}
