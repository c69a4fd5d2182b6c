import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.ts';
import { fileResponse, idParams } from '../../../lib/envelope.ts';
import { sendPdf } from '../../../lib/pdf-reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { quotePdf } from './quote-pdf.ts';

/** GET /quotes/quotepdf1/{id}: Download PDF in the editor and on the view page. */
export async function quotePdfRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/quotes/quotepdf1/:id',
    {
      schema: {
        summary: 'The quote as PDF',
        tags: ['quotes'],
        params: idParams,
        response: { 200: fileResponse('application/pdf', 'The quote as a PDF, named by its id') },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => sendPdf(reply, await quotePdf(ctx, currentUser(request), request.params.id)),
  );
}
