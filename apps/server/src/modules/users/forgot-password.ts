import { MESSAGES } from '@portal/domain';
import type { AppContext } from '../../app-context.ts';
import { passwordResets } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { resetMail } from './reset-mail.ts';
import { findUserByEmail } from './users.repo.ts';

/**
 * Sends a single-use reset link. The answer is the same whether or not the address exists,
 * so the call cannot be used to find out who has an account (docs/decisions/006).
 */
export async function forgotPassword(ctx: AppContext, email: string): Promise<string> {
  const { db, config } = ctx;
  const user = await findUserByEmail(db, email);
  if (user) {
    const token = newToken();
    const tokenHash = hashToken(token);
    await db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        userId: user.id,
        tokenHash,
        expiresAt: new Date(Date.now() + config.resetLinkMinutes * 60_000),
      });
      const link = `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`;
      await enqueueMail(tx, resetMail(user, link, config.resetLinkMinutes), `reset-${tokenHash}`);
    });
    ctx.outbox.kick();
  }
  return MESSAGES.resetLinkSent;
}
