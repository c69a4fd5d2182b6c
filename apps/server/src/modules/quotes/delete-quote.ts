import { applyAction } from '@portal/domain/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { removeObjects, visualKeysOfQuote } from '../files/index.ts';
import { checkWrite } from './exact-write.ts';
import { quoteHeadForUser } from './quote-access.ts';

/**
 * POST /quotes/delete/{id}: removes the quote with its history, snapshots and visuals, if the
 * machine allows, and only as it was read (a quote changed since is the 409, not deleted unseen).
 * The visuals' objects leave storage once the records are gone (decisions/090).
 */
export async function deleteQuote(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  body: { version?: number | undefined },
): Promise<string> {
  const visualKeys = await ctx.db.transaction(async (tx) => {
    const row = await quoteHeadForUser(tx, user, id, { forUpdate: true });
    await checkWrite(tx, row, user, 'delete', body);
    const move = applyAction(
      { status: row.status, order_status: row.orderStatus, revision: row.revision },
      'delete',
      user,
    );
    if (!move.ok) throw badRequest(move.reason);
    const keys = await visualKeysOfQuote(tx, row.id);
    await tx.delete(quotes).where(eq(quotes.id, row.id));
    return keys;
  });
  await removeObjects(ctx, visualKeys);
  return 'The quote has been deleted';
}
