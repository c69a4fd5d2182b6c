import { success } from '@portal/domain';
import { wfmWorkAnswer } from '@portal/domain/handoff';
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
import { envelope, messageEnvelope, refusal } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { acceptUpload } from './accept-upload.ts';
import { getSupplier } from './get-supplier.ts';
import { listChanges } from './list-changes.ts';
import { requireProvider } from './provider.ts';
import { stageUpload } from './stage-upload.ts';
import { listWfmWork, startSupplierDelete, startWfmFetch } from './wfm-work.ts';

const tags = ['product data'];

/** The admin product data tools (accounts spec 2.12): upload, review, accept; WFM buttons. */
export async function productUploadRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/pages/upload',
    {
      schema: {
        summary: 'Upload a supplier file for review',
        tags,
        body: uploadBody,
        response: { 200: envelope(uploadAnswer) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await stageUpload(ctx, currentUser(request).id, request.body)),
  );

  app.get(
    '/uploadproducts/index',
    {
      schema: {
        summary: "An upload's changes for review",
        tags,
        querystring: changesQuery,
        response: { 200: envelope(changesAnswer) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await listChanges(ctx, request.query.supplier, request.query.page)),
  );

  app.post(
    '/uploadproducts/add',
    {
      schema: {
        summary: 'Accept an upload into the catalogue',
        tags,
        body: acceptBody,
        response: {
          200: envelope(acceptAnswer),
          409: refusal('A newer upload replaced this one, or the review changed: review it again.'),
        },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await acceptUpload(ctx, currentUser(request).id, request.body)),
  );

  for (const path of ['/quotes/getSupplier', '/quotes/getSupplier/']) {
    app.get(
      path,
      {
        schema: {
          summary: "A supplier with its latest upload's rows",
          tags,
          querystring: supplierQuery,
          response: { 200: envelope(supplierAnswer) },
        },
        onRequest: app.requireAdmin,
      },
      async (request) => success(await getSupplier(ctx, request.query.supplierName, request.query.page)),
    );
  }

  // The WFM tab: both buttons queue WorkflowMax work; the tab reads its progress.
  app.post(
    '/uploadProducts/deletexero',
    {
      schema: {
        summary: "Remove a supplier's products from WorkflowMax",
        tags,
        body: wfmBody,
        response: { 200: messageEnvelope },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await startSupplierDelete(ctx, requireProvider(request.body?.supplier))),
  );

  app.post(
    '/uploadproducts/fetchwfm',
    {
      schema: { summary: 'Fetch products from WorkflowMax', tags, response: { 200: messageEnvelope } },
      onRequest: app.requireAdmin,
    },
    async () => success(await startWfmFetch(ctx)),
  );

  app.get(
    '/uploadproducts/wfmwork',
    {
      schema: { summary: "WorkflowMax work's progress", tags, response: { 200: envelope(wfmWorkAnswer) } },
      onRequest: app.requireAdmin,
    },
    async () => success(await listWfmWork(ctx)),
  );
}
