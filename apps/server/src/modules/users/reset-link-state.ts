import type { ResetLinkState } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { passwordResets } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

/**
 * What a reset link can still do, read without changing anything: opening the page must not spend
 * the link. Only the holder of the token learns about it, and it says nothing of the account.
 */
export async function resetLinkState(ctx: AppContext, token: string): Promise<{ state: ResetLinkState }> {
  const [link] = await ctx.db
    .select({
      usedAt: passwordResets.usedAt,
      endedAt: passwordResets.endedAt,
      expiresAt: passwordResets.expiresAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashToken(token)));
  if (!link) return { state: 'invalid' };
  if (link.usedAt) return { state: 'used' };
  if (link.endedAt || link.expiresAt.getTime() <= Date.now()) return { state: 'invalid' };
  return { state: 'usable' };
}
