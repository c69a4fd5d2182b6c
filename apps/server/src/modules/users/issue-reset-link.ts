import type { AppContext } from '../../app-context.ts';
import { passwordResets } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../../mail/mail-channel.ts';
import { readBusinessSettings } from '../business-settings/index.ts';
import { endResetLinksOf } from './end-reset-links.ts';
import { resetMail } from './reset-mail.ts';
import { lockAccount, type UserRow } from './users.repo.ts';

/** Stores a new single-use link, ends the account's older ones and queues the mail, at once. */
export async function issueResetLink(ctx: AppContext, user: UserRow): Promise<void> {
  const { db, config } = ctx;
  const token = newToken();
  const tokenHash = hashToken(token);
  await db.transaction(async (tx) => {
    if (!(await lockAccount(tx, user.id))) return; // deleted meanwhile: nothing to send
    await endResetLinksOf(tx, user.id);
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash,
      expiresAt: new Date(Date.now() + config.resetLinkMinutes * 60_000),
    });
    const link = `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`;
    const business = await readBusinessSettings(tx);
    await enqueueMail(tx, resetMail(user, link, config.resetLinkMinutes, business), `reset-${tokenHash}`);
  });
  ctx.outbox.kick();
}
