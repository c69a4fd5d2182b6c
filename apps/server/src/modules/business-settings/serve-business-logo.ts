import { MESSAGES } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';

/**
 * GET /business/logo/{id} (anyone): a business logo, for the header of every page, signed in or
 * not, and for mails. Only files stored as the business's logo, only PNG or JPEG (checked on
 * upload), with `nosniff`; an id's bytes never change, so it is cached for good.
 */
export async function serveBusinessLogo(ctx: AppContext, id: number, reply: FastifyReply) {
  const [row] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.kind, 'business_logo')));
  if (!row) throw notFound(MESSAGES.notFound);
  const body = await ctx.storage.get(row.storageKey);
  if (!body) throw notFound(MESSAGES.notFound);
  return reply
    .header('content-type', row.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-length', String(row.size))
    .send(body);
}
