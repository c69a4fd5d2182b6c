import type { FastifyReply } from 'fastify';

/** Sends a PDF as a download: never cached, since it holds one customer's quote. */
export const sendPdf = (reply: FastifyReply, file: { fileName: string; pdf: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
