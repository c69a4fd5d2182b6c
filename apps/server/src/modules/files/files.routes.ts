import { success } from '@portal/domain';
import {
  assetAddAnswer,
  assetAddBody,
  brandAddAnswer,
  brandAddBody,
  brandsIndexAnswer,
  FILE_MESSAGES,
  getBrandAnswer,
  getBrandQuery,
  productionAddBody,
  productionEditBody,
  productionsIndexAnswer,
  productionWriteAnswer,
  styleGuideAnswer,
  styleGuideBody,
  userIdQuery,
  visualAddAnswer,
  visualAddBody,
  visualsIndexAnswer,
} from '@portal/domain/files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, fileResponse, idParams, messageEnvelope } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { addAsset } from './add-asset.ts';
import { addBrand } from './add-brand.ts';
import { addProduction } from './add-production.ts';
import { addStyleGuide } from './add-style-guide.ts';
import { addVisual } from './add-visual.ts';
import { deleteFileOfKind } from './delete-file.ts';
import { downloadFile } from './download-file.ts';
import { editProduction } from './edit-production.ts';
import { fileOwnerOf } from './file-owner.ts';
import { getDesign } from './get-design.ts';
import { listBrands } from './list-brands.ts';
import { listProductions } from './list-productions.ts';
import { listVisuals } from './list-visuals.ts';

const tags = ['files'];
/** Upload routes name the artwork limit when a file is over it (decisions/090). */
const uploadConfig = { fileTooLargeMessage: FILE_MESSAGES.tooLarge };

/**
 * Artwork files (issue 11): logos, the quote-level logo, visuals, production files and the style
 * guide, and their download. Customers reach their own; staff any client's; production writes
 * are staff's (accounts spec 6). Each handler calls one operation.
 */
export async function filesRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/brands/index',
    {
      schema: { tags, querystring: userIdQuery, response: { 200: envelope(brandsIndexAnswer) } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { ownerId } = await fileOwnerOf(ctx, request, request.query.userid);
      return success(await listBrands(ctx, ownerId));
    },
  );

  app.post(
    '/brands/add',
    {
      schema: {
        tags,
        querystring: userIdQuery,
        body: brandAddBody,
        response: { 200: envelope(brandAddAnswer) },
      },
      onRequest: app.requireUser,
      config: uploadConfig,
    },
    async (request) => {
      const { caller, ownerId } = await fileOwnerOf(ctx, request, request.query.userid);
      const upload = { bytes: request.body.brand, name: request.uploadNames.brand };
      return success(await addBrand(ctx, caller, ownerId, upload, request.body.adminFile ?? false));
    },
  );

  app.post(
    '/brands/delete/:id',
    { schema: { tags, params: idParams, response: { 200: messageEnvelope } }, onRequest: app.requireUser },
    async (request) =>
      success(
        await deleteFileOfKind(
          ctx,
          currentUser(request),
          request.params.id,
          'brand',
          FILE_MESSAGES.brandDeleted,
        ),
      ),
  );

  app.get(
    '/visuals/index',
    {
      schema: { tags, querystring: userIdQuery, response: { 200: envelope(visualsIndexAnswer) } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { ownerId } = await fileOwnerOf(ctx, request, request.query.userid);
      return success(await listVisuals(ctx, ownerId));
    },
  );

  app.post(
    '/visuals/add',
    {
      schema: {
        tags,
        querystring: userIdQuery,
        body: visualAddBody,
        response: { 200: envelope(visualAddAnswer) },
      },
      onRequest: app.requireUser,
      config: uploadConfig,
    },
    async (request) => {
      const { caller, ownerId } = await fileOwnerOf(ctx, request, request.query.userid);
      const upload = { bytes: request.body.visual, name: request.uploadNames.visual };
      return success(await addVisual(ctx, caller, ownerId, upload, request.body.quote_id));
    },
  );

  app.post(
    '/visuals/delete/:id',
    { schema: { tags, params: idParams, response: { 200: messageEnvelope } }, onRequest: app.requireUser },
    async (request) =>
      success(
        await deleteFileOfKind(
          ctx,
          currentUser(request),
          request.params.id,
          'visual',
          FILE_MESSAGES.visualDeleted,
        ),
      ),
  );

  app.get(
    '/productions/index',
    {
      schema: { tags, querystring: userIdQuery, response: { 200: envelope(productionsIndexAnswer) } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { ownerId } = await fileOwnerOf(ctx, request, request.query.userid);
      return success(await listProductions(ctx, ownerId));
    },
  );

  app.post(
    '/productions/add',
    {
      schema: { tags, body: productionAddBody, response: { 200: envelope(productionWriteAnswer) } },
      onRequest: app.requireAdmin,
      config: uploadConfig,
    },
    async (request) => {
      const { caller, ownerId } = await fileOwnerOf(ctx, request, request.body.user_id);
      const upload = { bytes: request.body.production, name: request.uploadNames.production };
      return success(await addProduction(ctx, caller, ownerId, upload, request.body));
    },
  );

  app.post(
    '/productions/edit/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: productionEditBody,
        response: { 200: envelope(productionWriteAnswer) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) =>
      success(await editProduction(ctx, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/productions/delete/:id',
    { schema: { tags, params: idParams, response: { 200: messageEnvelope } }, onRequest: app.requireAdmin },
    async (request) =>
      success(
        await deleteFileOfKind(
          ctx,
          currentUser(request),
          request.params.id,
          'production',
          FILE_MESSAGES.productionDeleted,
        ),
      ),
  );

  app.post(
    '/productions/styleguide',
    {
      schema: {
        tags,
        querystring: userIdQuery,
        body: styleGuideBody,
        response: { 200: envelope(styleGuideAnswer) },
      },
      onRequest: app.requireAdmin,
      config: uploadConfig,
    },
    async (request) => {
      const { caller, ownerId } = await fileOwnerOf(ctx, request, request.query.userid);
      const upload = { bytes: request.body.styleguide, name: request.uploadNames.styleguide };
      return success(await addStyleGuide(ctx, caller, ownerId, upload));
    },
  );

  app.post(
    '/assets/add',
    {
      schema: {
        tags,
        querystring: userIdQuery,
        body: assetAddBody,
        response: { 200: envelope(assetAddAnswer) },
      },
      onRequest: app.requireUser,
      config: uploadConfig,
    },
    async (request) => {
      const { caller, ownerId } = await fileOwnerOf(ctx, request, request.query.userid);
      const upload = { bytes: request.body.brand, name: request.uploadNames.brand };
      return success(await addAsset(ctx, caller, ownerId, upload));
    },
  );

  // Setup unit cost is a cost: the saved design's setup is staff's (quote spec 6).
  app.get(
    '/customerBrands/getbrand',
    {
      schema: { tags, querystring: getBrandQuery, response: { 200: envelope(getBrandAnswer) } },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await getDesign(ctx, request.query.user_id, request.query.brand_id)),
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: fileResponse('application/octet-stream', 'The stored file, as an attachment') },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => downloadFile(ctx, currentUser(request), request.params.id, reply),
  );
}
