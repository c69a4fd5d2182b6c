import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session and returns the bearer token; only its hash is stored. */
export async function createSession(db: Db | Tx, userId: number, days: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + days * DAY_MS),
  });
  return token;
}

export async function revokeSession(db: Db | Tx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** After a password change every other session of the account stops working. */
export async function revokeSessionsOfUser(
  db: Db | Tx,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keepSessionId ? and(open, ne(sessions.id, keepSessionId)) : open);
}
