import { type LoginAnswer, type LoginBody, MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { tooManyRequests, unauthorized } from '../../lib/http-error.ts';
import { hashPassword, UNUSABLE_HASH_PASSWORD, verifyPassword } from '../../lib/passwords.ts';
import { toSessionUser } from './session-user.ts';
import { createSession } from './sessions.ts';
import { findUserByEmail, type UserRow } from './users.repo.ts';

const FREE_FAILURES = 5;
const MAX_WAIT_MS = 15 * 60_000;

/** After five failures in a row each further try must wait longer: 1 s, 2 s, 4 s … 15 min. */
export function signInWaitMs(user: Pick<UserRow, 'failedLogins' | 'lastFailedLoginAt'>, now: number): number {
  if (user.failedLogins < FREE_FAILURES || !user.lastFailedLoginAt) return 0;
  const wait = Math.min(2 ** (user.failedLogins - FREE_FAILURES) * 1000, MAX_WAIT_MS);
  return Math.max(0, user.lastFailedLoginAt.getTime() + wait - now);
}

let dummyHash: Promise<string> | undefined;

export async function login(ctx: AppContext, body: LoginBody): Promise<LoginAnswer> {
  const { db, config } = ctx;
  const user = await findUserByEmail(db, body.email);
  if (!user) {
    // Spend the same time as a real check so response times do not reveal which e-mails exist.
    dummyHash ??= hashPassword(UNUSABLE_HASH_PASSWORD, config.scryptCost);
    await verifyPassword(body.password, await dummyHash);
    throw unauthorized(MESSAGES.loginFailed);
  }
  if (signInWaitMs(user, Date.now()) > 0) throw tooManyRequests(MESSAGES.tooManyAttempts);

  if (!(await verifyPassword(body.password, user.passwordHash))) {
    await db
      .update(users)
      .set({ failedLogins: user.failedLogins + 1, lastFailedLoginAt: new Date() })
      .where(eq(users.id, user.id));
    throw unauthorized(MESSAGES.loginFailed);
  }
  if (user.failedLogins > 0) {
    await db.update(users).set({ failedLogins: 0, lastFailedLoginAt: null }).where(eq(users.id, user.id));
  }
  const token = await createSession(db, user.id, config.sessionDays);
  return { token, user: toSessionUser(user) };
}
