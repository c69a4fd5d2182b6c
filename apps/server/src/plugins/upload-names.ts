import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The names files were sent under, by form field. The multipart plugin's key-value body
     * keeps only a file's bytes; artwork needs its name too (cleaned before use, decisions/090).
     */
    uploadNames: Record<string, string>;
  }
  interface FastifyContextConfig {
    /** The words for a file over the multipart size limit on this route (artwork: 25 MB). */
    fileTooLargeMessage?: string;
  }
}

export function decorateUploadNames(app: FastifyInstance): void {
  app.decorateRequest('uploadNames', null as unknown as Record<string, string>);
  app.addHook('onRequest', async (request) => {
    request.uploadNames = {};
  });
}

/** The multipart plugin's `onFile`: reads the file into the body as before and notes its name. */
export async function readFileNotingName(this: FastifyRequest, part: MultipartFile): Promise<void> {
  await part.toBuffer();
  this.uploadNames[part.fieldname] = part.filename;
}
