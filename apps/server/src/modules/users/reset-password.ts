import { MESSAGES } from '@portal/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { revokeSessionsOfUser } from './sessions.ts';

/** Uses a reset link once: sets the password, closes the link and signs out every session. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<string> {
  const { db, config } = ctx;
  const passwordHash = await hashPassword(password, config.scryptCost);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw badRequest(MESSAGES.resetLinkInvalid);
    await tx
      .update(users)
      .set({ passwordHash, failedLogins: 0, lastFailedLoginAt: null, updatedAt: new Date() })
      .where(eq(users.id, reset.userId));
    await revokeSessionsOfUser(tx, reset.userId);
  });
  return MESSAGES.passwordChanged;
}
