import { and, eq, gt, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quotePresence } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { quoteHeadForUser } from './quote-access.ts';

/** Another admin who opened the quote within this long is still working on it. */
export const PRESENCE_LEASE_MS = 30_000;

/**
 * GET /quotes/checkaccess?quote_id (admin): renews this admin's presence lease on the quote and
 * answers 'busy' while another admin holds one. The editor polls it every 15 seconds. Leases
 * live in the database, so every server process sees them.
 */
export async function checkAccess(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
): Promise<'busy' | 'free'> {
  const quote = await quoteHeadForUser(ctx.db, user, quoteId);
  const now = new Date();
  await ctx.db
    .insert(quotePresence)
    .values({ quoteId: quote.id, userId: user.id, seenAt: now })
    .onConflictDoUpdate({ target: [quotePresence.quoteId, quotePresence.userId], set: { seenAt: now } });
  const [other] = await ctx.db
    .select({ userId: quotePresence.userId })
    .from(quotePresence)
    .where(
      and(
        eq(quotePresence.quoteId, quote.id),
        ne(quotePresence.userId, user.id),
        gt(quotePresence.seenAt, new Date(now.getTime() - PRESENCE_LEASE_MS)),
      ),
    )
    .limit(1);
  return other ? 'busy' : 'free';
}
