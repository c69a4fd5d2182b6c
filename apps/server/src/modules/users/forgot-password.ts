import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@portal/domain';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { issueResetLink } from './issue-reset-link.ts';
import { findUserByEmail } from './users.repo.ts';

/**
 * Every answer leaves this long after the request began, whether or not the address has an
 * account, so the time cannot tell. Issuing a link takes a few tens of milliseconds
 * (about 40 on a busy machine, more on PostgreSQL under load); the floor leaves room for that.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 300;

/**
 * Sends a single-use reset link. The answer is the same, in words and in time, whether or not
 * the address exists, so the call cannot be used to find out who has an account
 * (docs/decisions/006).
 */
export async function forgotPassword(ctx: AppContext, email: string): Promise<string> {
  // No mail server: no link could reach anyone, so say so (the same for every address).
  if (!ctx.mailSetUp) throw new HttpError(503, MESSAGES.resetMailNotSetUp);
  const answerAt = performance.now() + FORGOT_PASSWORD_ANSWER_MS;
  const user = await findUserByEmail(ctx.db, email);
  if (user) await issueResetLink(ctx, user);
  const early = answerAt - performance.now();
  if (early > 0) await sleep(early);
  return MESSAGES.resetLinkSent;
}
