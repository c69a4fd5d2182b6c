import { success } from '@portal/domain';
import { renewAnswer, renewalBody, repriceAnswer } from '@portal/domain/renewal';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.ts';
import { envelope, idParams } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { renewQuote } from './renew-quote.ts';
import { repriceQuote } from './reprice-quote.ts';

const tags = ['quotes'];

/** Renew and Re-price (staff): what staff do with a quote that expired or is about to. */
export async function renewalRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  app.post(
    '/quotes/renew/:id',
    {
      schema: {
        summary: 'Renew a quote: the same prices with a new valid-to date',
        tags,
        params: idParams,
        body: renewalBody,
        response: { 200: envelope(renewAnswer) },
      },
      ...admin,
    },
    async (request) => success(await renewQuote(ctx, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/quotes/reprice/:id',
    {
      schema: {
        summary: "Price a quote again at today's catalogues and price tables",
        tags,
        params: idParams,
        body: renewalBody,
        response: { 200: envelope(repriceAnswer) },
      },
      ...admin,
    },
    async (request) =>
      success(await repriceQuote(ctx, currentUser(request), request.params.id, request.body)),
  );
}
