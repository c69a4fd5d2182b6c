import { MESSAGES } from '@portal/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { endResetLinksOf } from './end-reset-links.ts';
import { revokeSessionsOfUser } from './sessions.ts';
import { clearedSignInFailures } from './sign-in-attempts.ts';
import { lockAccount } from './users.repo.ts';

/**
 * Uses a reset link once: sets the password, ends this and every other link of the account and
 * signs out every session. The account is locked first, so two links used at once cannot both work.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<string> {
  const { db, config } = ctx;
  const passwordHash = await hashPassword(password, config.scryptCost);
  const invalid = () => badRequest(MESSAGES.resetLinkInvalid);
  await db.transaction(async (tx) => {
    const tokenHash = hashToken(token);
    const [link] = await tx
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, tokenHash));
    if (!link || !(await lockAccount(tx, link.userId))) throw invalid();
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          isNull(passwordResets.endedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: passwordResets.id });
    if (!used) throw invalid();
    await endResetLinksOf(tx, link.userId);
    await tx
      .update(users)
      .set({ passwordHash, ...clearedSignInFailures, updatedAt: new Date() })
      .where(eq(users.id, link.userId));
    await revokeSessionsOfUser(tx, link.userId);
  });
  return MESSAGES.passwordChanged;
}
