import { MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { memos } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { downloadFile } from '../files/index.ts';
import { mayUseThread } from './memo-thread.ts';

/**
 * GET /quotes/getmemofile/?fileName&filePath (accounts spec 7): a log's file by its id
 * (`filePath`), for those who may read the log; served like every stored file, as an attachment
 * under its stored name. `fileName` is the spec's and not trusted: the stored name is used.
 */
export async function memoFile(ctx: AppContext, caller: AuthUser, fileId: number, reply: FastifyReply) {
  const [memo] = await ctx.db
    .select({ clientId: memos.clientId, quoteId: memos.quoteId })
    .from(memos)
    .where(eq(memos.fileId, fileId))
    .limit(1);
  if (!memo || !mayUseThread(caller, memo)) throw notFound(MESSAGES.notFound);
  return downloadFile(ctx, caller, fileId, reply);
}
