import { type LoginAnswer, type LoginBody, MESSAGES } from '@portal/domain';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { hashPassword, UNUSABLE_HASH_PASSWORD, verifyPassword } from '../../lib/passwords.ts';
import { RetryLater } from '../../lib/retry-later.ts';
import { toSessionUser } from './session-user.ts';
import { createSession } from './sessions.ts';
import { claimSignInAttempt, releaseSignInAttempt, secondsUntilNextAttempt } from './sign-in-attempts.ts';
import { findUserByEmail } from './users.repo.ts';

let dummyHash: Promise<string> | undefined;

/**
 * Signs in with e-mail and password. The attempt is counted before the password is checked
 * (sign-in-attempts.ts), so a slowed account is refused with 429 even with the right password.
 */
export async function login(ctx: AppContext, body: LoginBody): Promise<LoginAnswer> {
  const { db, config } = ctx;
  const user = await findUserByEmail(db, body.email);
  if (!user) {
    // Spend the same time as a real check so response times do not reveal which e-mails exist.
    dummyHash ??= hashPassword(UNUSABLE_HASH_PASSWORD, config.scryptCost);
    await verifyPassword(body.password, await dummyHash);
    throw unauthorized(MESSAGES.loginFailed);
  }
  const claim = await claimSignInAttempt(db, user.id);
  if (!claim) throw new RetryLater(await secondsUntilNextAttempt(db, user.id));

  if (!(await verifyPassword(body.password, user.passwordHash))) throw unauthorized(MESSAGES.loginFailed);
  await releaseSignInAttempt(db, user.id, claim);
  const token = await createSession(db, user.id, config.sessionDays);
  return { token, user: toSessionUser(user) };
}
