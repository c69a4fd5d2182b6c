import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quoteHistory } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordHistory } from './quote-history.ts';

/** The history line of a customer's opening of their quote in the portal. */
export const CUSTOMER_VIEW = 'viewed the quote in the portal';
/** Reloads within this time (a save, a tab switch) are the same reading, not a new one. */
const SAME_READING_MS = 30 * 60_000;

/**
 * Records that the customer opened the quote, with its revision, in the quote's history (issue
 * 12 item 5), so staff know it has been read. Once per revision per half hour: the editor loads
 * the quote again after every save.
 */
export async function recordCustomerView(
  ctx: AppContext,
  user: AuthUser,
  quote: { id: number; revision: number },
): Promise<void> {
  const detail = `R${quote.revision}`;
  const [last] = await ctx.db
    .select({ at: quoteHistory.createdAt, detail: quoteHistory.detail })
    .from(quoteHistory)
    .where(
      and(
        eq(quoteHistory.quoteId, quote.id),
        eq(quoteHistory.userId, user.id),
        eq(quoteHistory.action, CUSTOMER_VIEW),
      ),
    )
    .orderBy(desc(quoteHistory.createdAt))
    .limit(1);
  if (last && last.detail === detail && Date.now() - last.at.getTime() < SAME_READING_MS) return;
  await ctx.db.transaction((tx) => recordHistory(tx, quote.id, user, CUSTOMER_VIEW, detail));
}
