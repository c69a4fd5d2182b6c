import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

/**
 * Ends every open reset link of an account: a newer link was issued, a link was used, or the
 * password was changed another way (decisions/006). Call it with the account locked.
 */
export async function endResetLinksOf(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ endedAt: sql`now()` })
    .where(
      and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), isNull(passwordResets.endedAt)),
    );
}
