import { success } from '@portal/domain';
import { centsToDollars } from '@portal/domain/money';
import {
  embroideryCostQuery,
  embroideryUnitCost,
  priceTablesSchema,
  versionedPriceTables,
} from '@portal/domain/pricing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { priceTableVersions } from '../../db/schema/index.ts';
import { envelope, messageEnvelope } from '../../lib/envelope.ts';
import { currentPriceTables } from './price-tables.ts';

const tags = ['pricing'];

/**
 * The price tables: admins read and change them; each change is a new version used by
 * quotes priced after it. getcost answers the per-unit embroidery cost, a cost, so staff only.
 */
export async function priceTableRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/pricetables',
    {
      schema: {
        summary: 'The current price tables',
        tags,
        response: { 200: envelope(versionedPriceTables) },
      },
      onRequest: app.requireAdmin,
    },
    async () => success(await currentPriceTables(ctx.db)),
  );

  app.post(
    '/pricetables',
    {
      schema: {
        summary: 'Save new price tables',
        tags,
        body: priceTablesSchema,
        response: { 200: messageEnvelope },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      await ctx.db
        .insert(priceTableVersions)
        .values({ tables: request.body, createdBy: request.user?.id ?? null });
      return success('The price tables have been saved');
    },
  );

  app.get(
    '/customerBrands/getcost',
    {
      schema: {
        summary: 'Embroidery cost per unit',
        tags,
        querystring: embroideryCostQuery,
        response: { 200: envelope(z.number()) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const { sc, qty, supplier } = request.query;
      const { tables } = await currentPriceTables(ctx.db);
      return success(centsToDollars(embroideryUnitCost(sc, qty, supplier, tables)));
    },
  );
}
