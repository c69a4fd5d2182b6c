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
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, fileResponse, idParams, messageEnvelope } from '../../lib/envelope.ts';
import { type AuthUser, currentUser } from '../../plugins/auth.ts';
import { addAsset } from './add-asset.ts';
import { addBrand } from './add-brand.ts';
import { addProduction } from './add-production.ts';
import { addStyleGuide } from './add-style-guide.ts';
import { addVisual } from './add-visual.ts';
import { deleteFileOfKind } from './delete-file.ts';
import { downloadFile } from './download-file.ts';
import { editProduction } from './edit-production.ts';
import { fileOwnerOf } from './file-owner.ts';
import type { StoredKind } from './files.repo.ts';
import { getDesign } from './get-design.ts';
import { listBrands } from './list-brands.ts';
import { listProductions } from './list-productions.ts';
import { listVisuals } from './list-visuals.ts';
import type { Upload } from './store-file.ts';

const tags = ['files'];
/** Upload routes name the artwork limit when a file is over it (decisions/090). */
const uploadConfig = { fileTooLargeMessage: FILE_MESSAGES.tooLarge };

/**
 * Artwork files: logos, the quote-level logo, visuals, production files and the style
 * guide, and their download. Customers reach their own; staff any client's; production writes
 * are staff's (accounts spec 6). Each handler calls one operation.
 */
export async function filesRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // The two builders below are generic in their answer, which Fastify's type provider cannot
  // resolve, so their response schema is given to it as a plain schema; `list` and `store` are
  // typed by the answer, and the route checks every answer against it at run time.
  const answers = (answer: z.ZodType) => ({ 200: envelope(answer) as z.ZodType });

  /** GET {path}?userid=: one client's files of a page (a customer's own; staff name the client). */
  const ownerList = <A extends z.ZodType>(
    path: string,
    summary: string,
    answer: A,
    list: (ownerId: number) => Promise<z.infer<A>>,
  ) =>
    app.get(
      path,
      {
        schema: { tags, summary, querystring: userIdQuery, response: answers(answer) },
        onRequest: app.requireUser,
      },
      async (request) => {
        const { ownerId } = await fileOwnerOf(ctx, request, request.query.userid);
        return success(await list(ownerId));
      },
    );

  /** POST {path}?userid=: a file for one client; `field` is the form field holding it. */
  const ownerUpload = <B extends z.ZodObject, A extends z.ZodType>(
    path: string,
    summary: string,
    field: keyof z.infer<B> & string,
    body: B,
    answer: A,
    store: (caller: AuthUser, ownerId: number, upload: Upload, body: z.infer<B>) => Promise<z.infer<A>>,
  ) =>
    app.post(
      path,
      {
        schema: { tags, summary, querystring: userIdQuery, body, response: answers(answer) },
        onRequest: app.requireUser,
        config: uploadConfig,
      },
      async (request) => {
        const { caller, ownerId } = await fileOwnerOf(ctx, request, request.query.userid);
        const fields = request.body as z.infer<B>;
        const upload = { bytes: fields[field] as Uint8Array | undefined, name: request.uploadNames[field] };
        return success(await store(caller, ownerId, upload, fields));
      },
    );

  /** POST {path}/{id}: deletes one file of a page's kind, with the page's message. */
  const deleteOf = (path: string, summary: string, kind: StoredKind, message: string, staffOnly = false) =>
    app.post(
      `${path}/:id`,
      {
        schema: { tags, summary, params: idParams, response: { 200: messageEnvelope } },
        onRequest: staffOnly ? app.requireAdmin : app.requireUser,
      },
      async (request) =>
        success(await deleteFileOfKind(ctx, currentUser(request), request.params.id, kind, message)),
    );

  // Logos (brands)
  ownerList('/brands/index', "A client's logos", brandsIndexAnswer, (ownerId) => listBrands(ctx, ownerId));
  ownerUpload(
    '/brands/add',
    'Upload a logo',
    'brand',
    brandAddBody,
    brandAddAnswer,
    (caller, ownerId, upload, body) => addBrand(ctx, caller, ownerId, upload, body.adminFile ?? false),
  );
  deleteOf('/brands/delete', 'Delete a logo', 'brand', FILE_MESSAGES.brandDeleted);

  // Visuals
  ownerList('/visuals/index', "A client's visuals and quotes", visualsIndexAnswer, (ownerId) =>
    listVisuals(ctx, ownerId),
  );
  ownerUpload(
    '/visuals/add',
    'Upload a visual for a quote',
    'visual',
    visualAddBody,
    visualAddAnswer,
    (caller, ownerId, upload, body) => addVisual(ctx, caller, ownerId, upload, body.quote_id),
  );
  deleteOf('/visuals/delete', 'Delete a visual', 'visual', FILE_MESSAGES.visualDeleted);

  // Production files: customers may list their own designs; every write is staff's.
  ownerList('/productions/index', "A client's production files", productionsIndexAnswer, (ownerId) =>
    listProductions(ctx, ownerId),
  );

  app.post(
    '/productions/add',
    {
      schema: {
        summary: 'Add a production file',
        tags,
        body: productionAddBody,
        response: { 200: envelope(productionWriteAnswer) },
      },
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
        summary: 'Update a production file or its order',
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

  deleteOf(
    '/productions/delete',
    'Delete a production file',
    'production',
    FILE_MESSAGES.productionDeleted,
    true,
  );

  app.post(
    '/productions/styleguide',
    {
      schema: {
        summary: "Upload a client's production style guide",
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

  // The quote-level logo
  ownerUpload(
    '/assets/add',
    "Upload a quote's logo",
    'brand',
    assetAddBody,
    assetAddAnswer,
    (caller, ownerId, upload) => addAsset(ctx, caller, ownerId, upload),
  );

  // Setup unit cost is a cost: the saved design's setup is staff's (quote spec 6).
  app.get(
    '/customerBrands/getbrand',
    {
      schema: {
        summary: "A saved design's setup",
        tags,
        querystring: getBrandQuery,
        response: { 200: envelope(getBrandAnswer) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => success(await getDesign(ctx, request.query.user_id, request.query.brand_id)),
  );

  app.get(
    '/files/:id',
    {
      schema: {
        summary: 'Download a file',
        tags,
        params: idParams,
        response: { 200: fileResponse('application/octet-stream', 'The stored file, as an attachment') },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => downloadFile(ctx, currentUser(request), request.params.id, reply),
  );
}
