import { isAdmin, success } from '@portal/domain';
import { forPricingQuery, priceTablesWithoutCosts, versionedPriceTables } from '@portal/domain/pricing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { currentPriceTables } from './price-tables.ts';
import { quoteHeadForUser } from './quote-access.ts';

/**
 * GET /pricetables/forpricing?quote_id= (ours): the price tables the quote editor prices with
 * as the user types. Every save prices the document with the current tables (decision 026),
 * so those are the ones the browser needs to show the figures the save will store. Staff get
 * them whole; a customer gets them with every cost removed (quote spec 6: prices only).
 * `quote_id`, when given, must be a quote the caller may open (404 otherwise), so the call
 * says nothing about other people's quotes.
 */
export async function pricingForEditorRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pricetables/forpricing',
    {
      schema: {
        summary: 'The price tables the quote editor prices with',
        tags: ['pricing'],
        querystring: forPricingQuery,
        response: { 200: envelope(versionedPriceTables) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      if (request.query.quote_id !== undefined) await quoteHeadForUser(ctx.db, user, request.query.quote_id);
      const { version, tables } = await currentPriceTables(ctx.db);
      return success({ version, tables: isAdmin(user) ? tables : priceTablesWithoutCosts(tables) });
    },
  );
}
