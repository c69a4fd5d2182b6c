import { success } from '@portal/domain';
import {
  acceptAnswer,
  acceptBody,
  changesAnswer,
  changesQuery,
  supplierAnswer,
  supplierQuery,
  uploadAnswer,
  uploadBody,
  wfmBody,
} from '@portal/domain/product-data';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, messageEnvelope } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { acceptUpload } from './accept-upload.ts';
import { getSupplier } from './get-supplier.ts';
import { listChanges } from './list-changes.ts';
import { requireProvider } from './provider.ts';
import { stageUpload } from './stage-upload.ts';
import { wfmNotConfigured } from './wfm.ts';

const tags = ['product data'];

/** The admin product data tools (accounts spec 2.12): upload, review, accept; WFM buttons. */
export async function productUploadRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/pages/upload',
    {
      schema: { tags, body: uploadBody, response: { 200: envelope(uploadAnswer) } },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await stageUpload(ctx, currentUser(request).id, request.body)),
  );

  app.get(
    '/uploadproducts/index',
    {
      schema: { tags, querystring: changesQuery, response: { 200: envelope(changesAnswer) } },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await listChanges(ctx, request.query.supplier, request.query.page)),
  );

  app.post(
    '/uploadproducts/add',
    {
      schema: { tags, body: acceptBody, response: { 200: envelope(acceptAnswer) } },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await acceptUpload(ctx, currentUser(request).id, request.body)),
  );

  for (const path of ['/quotes/getSupplier', '/quotes/getSupplier/']) {
    app.get(
      path,
      {
        schema: { tags, querystring: supplierQuery, response: { 200: envelope(supplierAnswer) } },
        onRequest: app.requireAdmin,
      },
      async (request) => success(await getSupplier(ctx, request.query.supplierName, request.query.page)),
    );
  }

  // No job-management client exists yet, so both buttons answer 503 (wfm.ts); the 200 answer
  // is the message they will give once it does.
  app.post(
    '/uploadProducts/deletexero',
    { schema: { tags, body: wfmBody, response: { 200: messageEnvelope } }, onRequest: app.requireAdmin },
    async (request) => {
      requireProvider(request.body?.supplier);
      return wfmNotConfigured();
    },
  );

  app.post(
    '/uploadproducts/fetchwfm',
    { schema: { tags, response: { 200: messageEnvelope } }, onRequest: app.requireAdmin },
    async () => wfmNotConfigured(),
  );
}
