import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../../mail/mail-channel.ts';
import { readBusinessSettings } from '../business/index.ts';
import { endResetLinksOf } from './end-reset-links.ts';
import { resetMail } from './reset-mail.ts';
import { lockAccount, type UserRow } from './users.repo.ts';

export type ResetLink = { link: string; tokenHash: string; expiresAt: Date };

/**
 * Stores a new single-use link in the caller's transaction and ends the account's older ones;
 * null when the account is gone. Only the token's hash is kept: the link is seen once.
 */
export async function createResetLink(tx: Tx, config: Config, userId: number): Promise<ResetLink | null> {
  if (!(await lockAccount(tx, userId))) return null;
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(Date.now() + config.resetLinkMinutes * 60_000);
  await endResetLinksOf(tx, userId);
  await tx.insert(passwordResets).values({ userId, tokenHash, expiresAt });
  return { link: `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`, tokenHash, expiresAt };
}

/** Stores a new single-use link, ends the account's older ones and queues the mail, at once. */
export async function issueResetLink(ctx: AppContext, user: UserRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const made = await createResetLink(tx, ctx.config, user.id);
    if (!made) return; // deleted meanwhile: nothing to send
    const business = await readBusinessSettings(tx);
    await enqueueMail(tx, resetMail(user, made.link, ctx.config.resetLinkMinutes, business), {
      kind: 'password-reset',
      tokenHash: made.tokenHash,
    });
  });
  ctx.outbox.kick();
}
