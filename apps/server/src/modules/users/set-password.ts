import { MESSAGES, type SetPasswordBody } from '@portal/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { endResetLinksOf } from './end-reset-links.ts';
import { revokeSessionsOfUser } from './sessions.ts';
import { clearedSignInFailures } from './sign-in-attempts.ts';

/**
 * Changes an account's e-mail and password (My Account, or an admin for a client). Other
 * sessions of that account are signed out and its open reset links end; the caller's own
 * session stays open.
 */
export async function setPassword(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
  body: SetPasswordBody,
): Promise<string> {
  const { db, config } = ctx;
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${body.email}`, ne(users.id, userId)))
    .limit(1);
  if (clash) throw badRequest(`email: ${MESSAGES.emailTaken}`);
  const passwordHash = await hashPassword(body.password, config.scryptCost);
  try {
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          email: body.email,
          passwordHash,
          ...clearedSignInFailures,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!updated) throw notFound(MESSAGES.notFound);
      await revokeSessionsOfUser(tx, userId, actor.id === userId ? actor.sessionId : undefined);
      // A reset link mailed before the change must not undo it.
      await endResetLinksOf(tx, userId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(`email: ${MESSAGES.emailTaken}`);
    throw error;
  }
  return MESSAGES.accountChanged;
}
