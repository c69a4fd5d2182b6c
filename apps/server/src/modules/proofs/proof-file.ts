import { isAdmin, MESSAGES } from '@portal/domain';
import { isShownToCustomer } from '@portal/domain/proofs';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { proofs, storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { keepInThisBrowser } from '../../plugins/security.ts';
import { sendAttachment } from '../files/index.ts';
import { quoteHeadForUser } from '../quotes/index.ts';
import { quoteOfProofLink } from './proof-link.ts';

/**
 * How long the browser that opened a mailed proof link may keep the proof's picture: the page's
 * HTML asks for it before the script runs (proof-link-preload.ts), and only a copy the browser
 * may keep is the one the page then draws rather than a second download. A proof version's file
 * never changes, and it is the customer's own artwork.
 */
const LINK_FILE_KEPT_SECONDS = 600;

/** Who asks for a proof's file: a signed-in user (staff, or the quote's customer), or a link's token. */
export type FileCaller = { user: AuthUser } | { token: string };

/**
 * GET /proofs/file/{id} and /proofs/linkfile/{id}: the proof version's own stored object, served as
 * an attachment with `nosniff` like every upload. A customer reaches the proofs of its own quotes
 * once sent; a link, the sent proofs of its quote; anything else is 404.
 */
export async function sendProofFile(ctx: AppContext, caller: FileCaller, id: number, reply: FastifyReply) {
  const [proof] = await ctx.db.select().from(proofs).where(eq(proofs.id, id));
  if (!proof) throw notFound(MESSAGES.notFound);
  if ('user' in caller) await quoteHeadForUser(ctx.db, caller.user, proof.quoteId);
  else if ((await quoteOfProofLink(ctx.db, caller.token, ctx.clock.now())).quote.id !== proof.quoteId)
    throw notFound(MESSAGES.notFound);
  const staff = 'user' in caller && isAdmin(caller.user);
  if (!staff && !isShownToCustomer({ sent_at: proof.sentAt })) throw notFound(MESSAGES.notFound);
  const [file] = await ctx.db
    .select({ contentType: storedFiles.contentType, size: storedFiles.size })
    .from(storedFiles)
    .where(eq(storedFiles.id, proof.fileId));
  const body = await ctx.storage.get(proof.storageKey);
  if (!file || !body) {
    reply.log.error({ proofId: proof.id }, 'proof file has no object');
    throw notFound(MESSAGES.notFound);
  }
  if ('token' in caller) keepInThisBrowser(reply, LINK_FILE_KEPT_SECONDS);
  return sendAttachment(reply, { ...file, fileName: proof.fileName }, body);
}
