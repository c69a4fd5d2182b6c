import { MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { checkWrite } from './exact-write.ts';
import { quoteHeadForUser } from './quote-access.ts';
import { recordHistory } from './quote-history.ts';
import { recordSentRevision } from './sent-revisions.ts';

export type QuoteFlag = 'ready' | 'sent' | 'archive';

const LABELS: Record<QuoteFlag, [string, string]> = {
  ready: ['marked it ready for review', 'cleared Ready/Review'],
  sent: ['marked it sent', 'cleared Sent'],
  archive: ['archived it', 'restored it from the archive'],
};

/**
 * Admin's Ready/Review, Sent and Archive switches (accounts spec 4.2): each 0 or 1, from the
 * version the list showed; the same switch sent twice sets it once (exact-write.ts).
 */
export async function setFlag(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  flag: QuoteFlag,
  { on, version }: { on: boolean; version?: number | undefined },
) {
  await ctx.db.transaction(async (tx) => {
    const row = await quoteHeadForUser(tx, user, id, { forUpdate: true });
    const check = await checkWrite(tx, row, user, `set${flag}`, { on, version });
    if (check.repeat) return;
    await tx
      .update(quotes)
      .set({
        [flag]: on ? 1 : 0,
        version: row.version + 1,
        lastWrite: check.key,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, row.id));
    await recordHistory(tx, row.id, user, LABELS[flag][on ? 0 : 1]);
    // Marking it Sent says the customer has this revision: it is pinned as any send is.
    if (flag === 'sent' && on) await recordSentRevision(tx, row, user, 'marked');
  });
  return MESSAGES.setSuccessfully;
}
