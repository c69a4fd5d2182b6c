import { isAdmin, success } from '@portal/domain';
import {
  keyParams,
  placeholderParams,
  productDetailAnswer,
  productListAnswer,
  providerParams,
  searchAnswer,
  searchQuery,
  setSizeOrderBody,
  shortcodeQuery,
  sizeData,
} from '@portal/domain/catalogue';
import { catalogueCsvName, squareCsvName } from '@portal/domain/product-data';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, fileResponse, messageEnvelope } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { catalogueVersion } from './catalogue.repo.ts';
import { catalogueCsv, squareCsv } from './export-files.ts';
import { isGarmentKind } from './garments.ts';
import { getSizes } from './get-sizes.ts';
import { resolveCatalogueKey } from './keys.ts';
import { placeholderSvg } from './placeholder-image.ts';
import { productByShortcode } from './product-by-shortcode.ts';
import { productList } from './product-list.ts';
import { searchProducts } from './search-products.ts';
import { setSizeOrder } from './set-size-order.ts';

const tags = ['products'];

const withCost = (request: FastifyRequest): boolean => isAdmin(currentUser(request));

/** Sends a CSV download under its file name (`{provider}.csv`, `{provider}-square.csv`). */
const sendCsv = (reply: FastifyReply, fileName: string, body: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(`\uFEFF${body}`);

/** Catalogue reads, the size order, downloads and the image placeholder; uploads are product-data.routes.ts. */
export async function catalogueRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/products/getproductlist/:key',
    {
      schema: {
        summary: "A catalogue's product list",
        tags,
        params: keyParams,
        response: { 200: envelope(productListAnswer), 304: z.null() },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const key = resolveCatalogueKey(request.params.key);
      const admin = withCost(request);
      // A loaded list stays good until the catalogue changes: a client that kept it revalidates
      // it. Browsers keep nothing (the API answers no-store, decisions/080), as staff lists hold costs.
      const etag = `W/"${key}-${await catalogueVersion(ctx.db, key)}-${admin ? 'a' : 'c'}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return success(await productList(ctx, key, admin));
    },
  );

  app.get(
    '/products/getproductbyshortcode/:key',
    {
      schema: {
        summary: 'One product by its short code',
        tags,
        params: keyParams,
        querystring: shortcodeQuery,
        response: { 200: envelope(productDetailAnswer) },
      },
      onRequest: app.requireUser,
    },
    async (request) =>
      success(
        await productByShortcode(
          ctx,
          resolveCatalogueKey(request.params.key),
          request.query.shortcode,
          withCost(request),
        ),
      ),
  );

  app.get(
    '/products/search/:key',
    {
      schema: {
        summary: 'Search a catalogue',
        tags,
        params: keyParams,
        querystring: searchQuery,
        response: { 200: envelope(searchAnswer) },
      },
      onRequest: app.requireUser,
    },
    async (request) =>
      success(
        await searchProducts(
          ctx,
          resolveCatalogueKey(request.params.key),
          request.query.q,
          request.query.limit,
          withCost(request),
        ),
      ),
  );

  app.get(
    '/products/getsizes/:provider',
    {
      schema: {
        summary: "A supplier's sizes in order",
        tags,
        params: providerParams,
        response: { 200: envelope(sizeData) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await getSizes(ctx, resolveCatalogueKey(request.params.provider))),
  );

  app.post(
    '/products/setsizeorder/:provider',
    {
      schema: {
        summary: "Save a supplier's size order",
        tags,
        params: providerParams,
        body: setSizeOrderBody,
        response: { 200: messageEnvelope },
      },
      onRequest: app.requireAdmin,
    },
    async (request) =>
      success(await setSizeOrder(ctx, resolveCatalogueKey(request.params.provider), request.body)),
  );

  app.get(
    '/products/downloadcsv/:provider',
    {
      schema: {
        summary: "Download a supplier's products as CSV",
        tags,
        params: providerParams,
        response: { 200: fileResponse('text/csv', 'The catalogue as CSV') },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const key = resolveCatalogueKey(request.params.provider);
      return sendCsv(reply, catalogueCsvName(key), await catalogueCsv(ctx, key));
    },
  );

  app.get(
    '/products/downloadsquare/:provider',
    {
      schema: {
        summary: "Download a supplier's products for Square",
        tags,
        params: providerParams,
        response: { 200: fileResponse('text/csv', 'The Square item import as CSV') },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const key = resolveCatalogueKey(request.params.provider);
      return sendCsv(reply, squareCsvName(key), await squareCsv(ctx, key));
    },
  );

  // The drawing of a product without an image: public, since an <img> sends no bearer token,
  // and it shows nothing but a shape in a colour.
  app.get(
    '/products/placeholder/:kind/:file',
    {
      schema: {
        summary: 'A product placeholder drawing',
        tags,
        params: placeholderParams,
        response: { 200: fileResponse('image/svg+xml', 'The drawing of a garment in one colour') },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const hex = /^([0-9a-f]{6})\.svg$/.exec(request.params.file)?.[1];
      if (!isGarmentKind(kind) || !hex) throw notFound('There is no such image.');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(placeholderSvg(kind, hex));
    },
  );
}
