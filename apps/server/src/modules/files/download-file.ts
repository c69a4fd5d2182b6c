import type { Readable } from 'node:stream';
import { MESSAGES } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findReachableFile } from './files.repo.ts';

/** `filename*` per RFC 6266/5987, and a plain ASCII fallback for old clients. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /files/{id}: the file, for its owner and staff only (404 to anyone else), always as an
 * attachment with the type its content was sniffed as and `nosniff`, so no upload is ever
 * rendered inline as HTML or SVG by the portal's origin (decisions/090).
 */
export async function downloadFile(ctx: AppContext, caller: AuthUser, id: number, reply: FastifyReply) {
  const row = await findReachableFile(ctx.db, caller, id);
  const body = await ctx.storage.get(row.storageKey);
  if (!body) {
    // Storage lost the object (a bucket emptied by hand): the file is gone for the user too.
    reply.log.error({ fileId: row.id }, 'stored file has no object');
    throw notFound(MESSAGES.notFound);
  }
  return sendAttachment(reply, row, body);
}

/**
 * A stored object as every download sends it: an attachment with the type its content was
 * sniffed as, `nosniff` and a sandbox, so no upload is rendered inline by the portal's origin.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; size: number },
  body: Readable,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-length', String(file.size))
    .send(body);
}
